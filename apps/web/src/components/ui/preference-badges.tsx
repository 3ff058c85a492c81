import { preferenceBadges, type BadgeKind, type TripTerms } from "@campusride/shared/domain/trip-preferences";
import { Cigarette, Luggage, Music2, PawPrint, Users, Venus, Zap, type LucideIcon } from "lucide-react";

const ICONS: Record<BadgeKind, LucideIcon> = {
  instantBooking: Zap,
  womenOnly: Venus,
  luggage: Luggage,
  maxTwoInBack: Users,
  pets: PawPrint,
  smoking: Cigarette,
  music: Music2,
};

/**
 * A trip's preferences as small badges, each an icon and its words (the icon is
 * decoration; the words are what a screen reader says), in one labelled list.
 */
export function PreferenceBadges({ trip, className }: { trip: TripTerms; className?: string }) {
  return (
    <ul aria-label="Trip preferences" className={`flex flex-wrap gap-1.5 ${className ?? ""}`}>
      {preferenceBadges(trip).map(({ kind, label }) => {
        const Icon = ICONS[kind];
        const isHighlight = kind === "instantBooking" || kind === "womenOnly";
        return (
          <li
            key={kind}
            className={
              isHighlight
                ? "inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
                : "inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
            }
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {label}
          </li>
        );
      })}
    </ul>
  );
}
