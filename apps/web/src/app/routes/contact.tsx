import { Clock, Mail, MessageCircle } from "lucide-react";
import { ContactForm } from "../../features/contact/components/contact-form.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { SOCIAL_LINKS, SUPPORT_EMAIL } from "../layout/footer.tsx";

export default function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get in Touch"
        intro="Questions about a ride, trouble with your account or an idea for CampusRide? Send us a message and a real person from our team will answer."
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[1.6fr_1fr] lg:px-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm />
        </div>
        <aside aria-label="Other ways to reach us" className="space-y-6">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Mail aria-hidden="true" className="size-5 text-brand-700" />
              Email
            </h2>
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="mt-2 inline-block font-medium break-all text-brand-700 underline underline-offset-2"
            >
              {SUPPORT_EMAIL}
            </a>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Clock aria-hidden="true" className="size-5 text-brand-700" />
              Response time
            </h2>
            <p className="mt-2 text-slate-600">
              We reply within 24 hours, seven days a week. Safety concerns are handled first.
            </p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <MessageCircle aria-hidden="true" className="size-5 text-brand-700" />
              Follow us
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {SOCIAL_LINKS.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </>
  );
}
