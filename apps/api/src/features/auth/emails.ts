import type { MailMessage } from "../../plugins/mail.ts";
import { escapeHtml } from "../../lib/escape-html.ts";

/** The account e-mails: verify, resend of the verification, password reset. */

function layout(title: string, intro: string, button: string, link: string, outro: string): string {
  const safeLink = escapeHtml(link);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;background:#f8fafc;margin:0;padding:24px;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
<p style="line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${safeLink}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(button)}</a></p>
<p style="line-height:1.5;font-size:14px">If the button does not work, copy this link into your browser:<br><a href="${safeLink}">${safeLink}</a></p>
<p style="line-height:1.5;font-size:14px;color:#475569">${escapeHtml(outro)}</p>
<p style="font-size:12px;color:#64748b">CampusRide — rides for university students</p>
</td></tr></table></body></html>`;
}

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
    html: layout(subject, intro, "Verify Email", link, outro),
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
    html: layout(subject, intro, "Reset Password", link, outro),
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
    html: layout(subject, intro, "Sign In", signInLink, outro),
    text: `${subject}\n\n${intro}\n\nSign in: ${signInLink}\n\n${outro}\n`,
  };
}
