/** The public pages in the top bar, in order (Routes: plan a route and its price per seat). */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/how-it-works", label: "How It Works" },
  { to: "/about", label: "About" },
  { to: "/faq", label: "FAQ" },
  { to: "/routes", label: "Routes" },
  { to: "/contact", label: "Contact" },
] as const;
