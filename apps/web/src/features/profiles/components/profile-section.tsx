import { Pencil } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";

interface ProfileSectionProps {
  /** The heading's id, which names the region. */
  id: string;
  title: string;
  /** A button beside the heading (Edit/Cancel). */
  action?: ReactNode;
  /** The message of the last save, shown under the heading. */
  success?: string | null;
  children: ReactNode;
}

/** A card of the profile screen: a named region with its heading, an action and the last save's message. */
export function ProfileSection({ id, title, action, success, children }: ProfileSectionProps) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {success ? (
        <Alert tone="success" className="mt-4">
          {success}
        </Alert>
      ) : null}
      {children}
    </section>
  );
}

/** One fact of a card (label and value); a long value (an email) wraps where it must, not past the card. */
export function DetailItem({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 wrap-anywhere text-slate-900">{value}</dd>
    </div>
  );
}

/** The Edit / Cancel toggle of a profile card. */
export function EditToggle({ isEditing, onClick }: { isEditing: boolean; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" aria-expanded={isEditing} onClick={onClick}>
      <Pencil aria-hidden="true" className="size-4" />
      {isEditing ? "Cancel" : "Edit"}
    </Button>
  );
}

/**
 * The edit state of a profile card: the form opens fresh (from the stored profile) each
 * time, and a save closes it with the answer's message.
 */
export function useCardEditing() {
  const [isEditing, setEditing] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  return {
    isEditing,
    success,
    toggle: () => {
      setEditing((open) => !open);
      setSuccess(null);
    },
    saved: (message: string) => {
      setEditing(false);
      setSuccess(message);
    },
  };
}
