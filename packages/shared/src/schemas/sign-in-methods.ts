import { z } from "zod";

/** GET /api/sign-in-methods: the ways to sign in besides email and password. */
export const signInMethodsSchema = z.object({ google: z.boolean() });
export type SignInMethods = z.output<typeof signInMethodsSchema>;
