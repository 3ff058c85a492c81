import { createTestApp } from "../../support/app.ts";
import { LICENSE_SUITE_ENV, describeLicenseUploads } from "../../support/license-upload-suite.ts";

// uploads in DATA_DIR/uploads; license-s3.test.ts runs the same tests with an S3 bucket
describeLicenseUploads(await createTestApp(LICENSE_SUITE_ENV));
