import { Link } from "react-router";
import { Logo } from "./logo.tsx";

const COLUMNS = [
  {
    title: "Company",
    links: [
      { to: "/about", label: "About Us" },
      { to: "/how-it-works", label: "How It Works" },
      { to: "/safety", label: "Safety" },
    ],
  },
  {
    title: "Support",
    links: [
      { to: "/faq", label: "FAQ" },
      { to: "/contact", label: "Contact Us" },
      { to: "/terms", label: "Terms of Service" },
      { to: "/privacy", label: "Privacy Policy" },
    ],
  },
] as const;

export const SOCIAL_LINKS = [
  { href: "https://www.instagram.com/campusride", label: "Instagram" },
  { href: "https://x.com/campusride", label: "X (Twitter)" },
  { href: "https://www.tiktok.com/@campusride", label: "TikTok" },
  { href: "https://www.linkedin.com/company/campusride", label: "LinkedIn" },
] as const;

export const SUPPORT_EMAIL = "support@campusride.app";

const linkStyle = "rounded text-slate-300 transition-colors hover:text-white";

export function Footer() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <Logo tone="light" />
            <p className="mt-4 max-w-xs text-sm leading-relaxed">
              Student-to-student rides between Florida campuses and home. Connecting verified students on the
              road, sharing rides since 2024.
            </p>
          </div>
          {COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
              <ul className="mt-4 space-y-3 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkStyle}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Connect</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {SOCIAL_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={linkStyle} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkStyle} break-all`}>
                  {SUPPORT_EMAIL}
                </a>
              </li>
            </ul>
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-slate-700 pt-6 text-sm text-slate-400 sm:flex-row sm:justify-between">
          <p>© 2025 CampusRide. All rights reserved.</p>
          <p>Made by students, for students · rides since 2024</p>
        </div>
      </div>
    </footer>
  );
}
