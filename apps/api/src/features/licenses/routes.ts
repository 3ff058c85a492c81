import { LIMITS } from "@campusride/shared/limits";
import { PROFILE_MESSAGES } from "@campusride/shared/schemas/profile";
import { SIGNUP_MESSAGES } from "@campusride/shared/schemas/signup";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { currentUser, requireUser } from "../../plugins/guards.ts";
import { rateLimit } from "../../plugins/rate-limit.ts";
import { checkLicenseFile } from "./file-type.ts";
import { readOwnLicense, saveOwnLicense, saveSignupLicense } from "./service.ts";

/** Reads the one file of a multipart body, enforcing the size and content-type rules. */
async function readLicenseFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError("BAD_REQUEST", SIGNUP_MESSAGES.licenseType);
  let data: Buffer;
  let fileName = "";
  let declaredType = "";
  try {
    const file = await request.file({ limits: { fileSize: LIMITS.licenseMaxBytes - 1, files: 1 } });
    if (!file) throw new AppError("BAD_REQUEST", SIGNUP_MESSAGES.licenseType);
    fileName = file.filename;
    declaredType = file.mimetype;
    data = await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("PAYLOAD_TOO_LARGE", SIGNUP_MESSAGES.licenseSize);
    }
    throw error;
  }
  const type = checkLicenseFile(data, fileName, declaredType);
  if (!type) throw new AppError("UNSUPPORTED_MEDIA_TYPE", SIGNUP_MESSAGES.licenseType);
  return { data, type };
}

const signupUploadLimit = rateLimit({
  name: "signup-license",
  max: LIMITS.attempts.max,
  windowMs: LIMITS.attempts.windowMs,
  message: SIGNUP_MESSAGES.rateLimited,
});

/** Driver license files: uploaded at sign-up or later from the profile; read by the owner. */
export const licenseRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: LIMITS.licenseMaxBytes - 1, files: 1, fields: 5 } });

  app.post(
    "/api/signup/license",
    { preHandler: signupUploadLimit, schema: { response: { 201: z.object({ uploadId: z.uuid() }) } } },
    async (request, reply) => {
      const { data, type } = await readLicenseFile(request);
      const uploadId = await saveSignupLicense(app.db, app.storage, data, type);
      return reply.code(201).send({ uploadId });
    },
  );

  app.post(
    "/api/me/license",
    { onRequest: requireUser, schema: { response: { 201: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      const { data, type } = await readLicenseFile(request);
      await saveOwnLicense(app.db, app.storage, currentUser(request).id, data, type);
      return reply.code(201).send({ message: PROFILE_MESSAGES.licenseUploaded });
    },
  );

  app.get("/api/me/license", { onRequest: requireUser }, async (request, reply) => {
    const license = await readOwnLicense(app.db, app.storage, currentUser(request).id);
    if (!license) throw new AppError("NOT_FOUND", PROFILE_MESSAGES.licenseNotFound);
    return reply
      .type(license.contentType)
      .header("cache-control", "private, no-store")
      .header("content-disposition", "inline")
      .send(license.data);
  });
};
