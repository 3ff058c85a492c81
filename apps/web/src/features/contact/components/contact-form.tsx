import { TIMINGS } from "@campusride/shared/limits";
import {
  CONTACT_SUBJECTS,
  contactInputSchema,
  type ContactInput,
  type ContactMessage,
} from "@campusride/shared/schemas/contact";
import { CONTACT_MESSAGES } from "@campusride/shared/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormField, inputStyles } from "../../../components/ui/form-field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSendContactMessage } from "../api/send-contact-message.ts";

const EMPTY_FORM: Partial<ContactInput> = { name: "", email: "", message: "" };

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The contact form. The message is stored by the API; the thank-you appears once both
 * the request and the one-second send animation are done, and the form is cleared.
 */
export function ContactForm() {
  const [isSent, setSent] = useState(false);
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: EMPTY_FORM,
  });

  const onSubmit = handleSubmit(async (values) => {
    sendMessage.reset();
    try {
      await Promise.all([sendMessage.mutateAsync(values), wait(TIMINGS.contactSend)]);
    } catch {
      return; // shown from sendMessage.error below
    }
    reset(EMPTY_FORM);
    setSent(true);
  });

  if (isSent) {
    return (
      <div role="status" className="flex flex-col items-center py-10 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <h2 className="mt-5 text-2xl font-bold text-slate-900">Message sent</h2>
        <p className="mt-2 max-w-sm text-slate-600">{CONTACT_MESSAGES.thanks}</p>
        <Button variant="outline" className="mt-6" onClick={() => setSent(false)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Contact form">
      <h2 className="text-xl font-bold text-slate-900">Send us a message</h2>
      {sendMessage.error ? <Alert tone="error">{errorMessage(sendMessage.error)}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          {(control) => (
            <input {...control} {...register("name")} autoComplete="name" className={inputStyles} />
          )}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register("email")}
              type="email"
              autoComplete="email"
              placeholder="you@university.edu"
              className={inputStyles}
            />
          )}
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject?.message}>
        {(control) => (
          <select {...control} {...register("subject")} className={inputStyles} defaultValue="">
            <option value="" disabled>
              Choose a subject
            </option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        {(control) => (
          <textarea
            {...control}
            {...register("message")}
            rows={6}
            placeholder="How can we help?"
            className={inputStyles}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        <Send aria-hidden="true" className="size-5" />
        {isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
