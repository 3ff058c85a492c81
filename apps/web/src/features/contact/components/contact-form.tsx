import { TIMINGS } from "@campusride/shared/limits";
import { CONTACT_SUBJECTS, contactInputSchema, type ContactInput } from "@campusride/shared/schemas/contact";
import { CONTACT_MESSAGES } from "@campusride/shared/messages";
import { CircleCheck, Send } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import {
  Form,
  EmailField,
  InputField,
  SelectField,
  SubmitButton,
  TextareaField,
  useZodForm,
} from "../../../components/ui/form.tsx";
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
  const form = useZodForm(contactInputSchema, { defaultValues: EMPTY_FORM });

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
    <Form
      form={form}
      aria-label="Contact form"
      onSubmit={async (values) => {
        await Promise.all([sendMessage.mutateAsync(values), wait(TIMINGS.contactSend)]);
        form.reset(EMPTY_FORM);
        setSent(true);
      }}
    >
      <h2 className="text-xl font-bold text-slate-900">Send us a message</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField name="name" label="Name" autoComplete="name" />
        <EmailField />
      </div>
      <SelectField name="subject" label="Subject" placeholder="Choose a subject" options={CONTACT_SUBJECTS} />
      <TextareaField name="message" label="Message" rows={6} placeholder="How can we help?" />
      <SubmitButton size="lg" busyLabel="Sending..." className="w-full sm:w-auto">
        <Send aria-hidden="true" className="size-5" />
        Send Message
      </SubmitButton>
    </Form>
  );
}
