import type { MailMessage } from "../../plugins/mail.ts";
import { mailLayout } from "../../lib/mail-layout.ts";

/** The account e-mails: verify, resend of the verification, password reset. */

export function verifyEmailMessage(to: string, name: string, link: string, isResend: boolean): MailMessage {
  const subject = isResend ? "Your new CampusRide verification link" : "Verify your CampusRide email";
  const intro = `Hi ${name}, ${
    isResend ? "here is a new link to verify" : "welcome to CampusRide! Please verify"
  } your university email address to finish setting up your account.`;
  const outro = "If you did not sign up for CampusRide, you can ignore this email.";
  return {
    to,
    subject,
    link,
    html: mailLayout(subject, intro, "Verify Email", link, outro),
    text: `${subject}\n\n${intro}\n\nVerify your email: ${link}\n\n${outro}\n`,
  };
}

export function resetPasswordMessage(to: string, name: string, link: string): MailMessage {
  const subject = "Reset your CampusRide password";
  const intro = `Hi ${name}, we received a request to reset your password. The link works once and expires in one hour.`;
  const outro =
    "If you did not ask to reset your password, you can ignore this email; your password stays the same.";
  return {
    to,
    subject,
    link,
    html: mailLayout(subject, intro, "Reset Password", link, outro),
    text: `${subject}\n\n${intro}\n\nReset your password: ${link}\n\n${outro}\n`,
  };
}

/** To the owner of a verified account when someone signs up with its address again. */
export function accountExistsMessage(
  to: string,
  name: string,
  signInLink: string,
  resetLink: string,
): MailMessage {
  const subject = "You already have a CampusRide account";
  const intro = `Hi ${name}, someone (hopefully you) just tried to sign up for CampusRide with this email address, but it already has an account. Sign in with your password instead.`;
  const outro = `Forgot your password? Ask for a reset link at ${resetLink}. If you did not try to sign up, you can ignore this email; nothing was changed.`;
  return {
    to,
    subject,
    link: signInLink,
    html: mailLayout(subject, intro, "Sign In", signInLink, outro),
    text: `${subject}\n\n${intro}\n\nSign in: ${signInLink}\n\n${outro}\n`,
  };
}
