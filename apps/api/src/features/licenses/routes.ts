import { LIMITS } from "@campusride/shared/limits";
import { PROFILE_MESSAGES, SIGNUP_MESSAGES } from "@campusride/shared/messages";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { sendDownload } from "../../lib/send-download.ts";
import { currentUser, requireRole, requireUser } from "../../plugins/guards.ts";
import { limitRequests } from "../../plugins/rate-limit.ts";
import { checkLicenseFile } from "./file-type.ts";
import { readLicenseDownload, saveOwnLicense, saveSignupLicense } from "./service.ts";

/** The multipart field the license file is sent in (the web's FormData uses it too). */
const LICENSE_FIELD = "file";

interface UploadedFile {
  data: Buffer;
  fileName: string;
  declaredType: string;
}

/**
 * Reads the one file of a multipart body, field "file": no file, a second file or a body
 * that is not well-formed multipart are the client's mistakes (400); size and content
 * type are checked here too (413 / 415).
 */
async function readLicenseFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError("BAD_REQUEST", SIGNUP_MESSAGES.licenseType);
  let file: UploadedFile | undefined;
  let files = 0;
  try {
    const parts = request.parts({ limits: { fileSize: LIMITS.licenseMaxBytes - 1, files: 2, fields: 5 } });
    for await (const part of parts) {
      if (part.type !== "file") continue;
      files += 1;
      if (files > 1) throw new AppError("BAD_REQUEST", SIGNUP_MESSAGES.licenseOneFile);
      if (part.fieldname !== LICENSE_FIELD) {
        part.file.resume();
        continue;
      }
      file = { data: await part.toBuffer(), fileName: part.filename, declaredType: part.mimetype };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("PAYLOAD_TOO_LARGE", SIGNUP_MESSAGES.licenseSize);
    if (code === "FST_FILES_LIMIT") throw new AppError("BAD_REQUEST", SIGNUP_MESSAGES.licenseOneFile);
    // busboy's own errors: a cut-off body, no boundary, too many fields
    throw new AppError("BAD_REQUEST", SIGNUP_MESSAGES.licenseUnreadable, { cause: error });
  }
  if (!file) throw new AppError("BAD_REQUEST", SIGNUP_MESSAGES.licenseType);
  if (file.data.length === 0) throw new AppError("BAD_REQUEST", SIGNUP_MESSAGES.licenseEmpty);
  const type = checkLicenseFile(file.data, file.fileName, file.declaredType);
  if (!type) throw new AppError("UNSUPPORTED_MEDIA_TYPE", SIGNUP_MESSAGES.licenseType);
  return { data: file.data, type };
}

/**
 * Before the account exists there is only the client address, which a campus shares. A
 * student sends one scan, two or three when a sign-up is refused and sent again (each
 * "Create account" uploads the file anew): 20 a quarter hour is room for five to ten
 * drivers signing up in the same quarter hour behind one campus address, and one who is
 * refused can still choose to upload the license later from the profile. The disk is
 * bounded by the unclaimed uploads' budget, not by this: it only slows one address down.
 */
const SIGNUP_UPLOAD_LIMIT = {
  name: "signup-license",
  max: 20,
  windowMs: LIMITS.attempts.windowMs,
  message: SIGNUP_MESSAGES.rateLimited,
};

/** Driver license files: uploaded at sign-up or later from the profile; read by the owner. */
export const licenseRoutes: FastifyPluginAsyncZod<{ unclaimedBudgetBytes: number }> = async (
  app,
  { unclaimedBudgetBytes },
) => {
  await app.register(multipart, { limits: { fileSize: LIMITS.licenseMaxBytes - 1, files: 1, fields: 5 } });

  app.post(
    "/api/signup/license",
    {
      onRequest: limitRequests(app, SIGNUP_UPLOAD_LIMIT),
      schema: { response: { 201: z.object({ uploadId: z.uuid() }) } },
    },
    async (request, reply) => {
      const { data, type } = await readLicenseFile(request);
      const uploadId = await saveSignupLicense(app.db, app.storage, {
        data,
        type,
        budgetBytes: unclaimedBudgetBytes,
      });
      return reply.code(201).send({ uploadId });
    },
  );

  app.post(
    "/api/me/license",
    { onRequest: requireRole("driver"), schema: { response: { 201: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      const { data, type } = await readLicenseFile(request);
      await saveOwnLicense(app.db, app.storage, currentUser(request).id, data, type);
      return reply.code(201).send({ message: PROFILE_MESSAGES.licenseUploaded });
    },
  );

  app.get("/api/me/license", { onRequest: requireUser }, async (request, reply) => {
    const license = await readLicenseDownload(app.db, app.storage, currentUser(request).id);
    if (!license) throw new AppError("NOT_FOUND", PROFILE_MESSAGES.licenseNotFound);
    return sendDownload(reply, license);
  });
};
