/** Every public page of CampusRide with its one h1. */
export const PUBLIC_PAGES = [
  { path: "/", heading: "Share the ride home. Split the cost." },
  { path: "/how-it-works", heading: "How CampusRide Works" },
  { path: "/about", heading: "About CampusRide" },
  { path: "/faq", heading: "Frequently Asked Questions" },
  { path: "/contact", heading: "Get in Touch" },
  { path: "/safety", heading: "Safety at CampusRide" },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/privacy", heading: "Privacy Policy" },
] as const;
