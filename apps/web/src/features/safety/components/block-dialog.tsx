import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useBlockUser } from "../api/block-user.ts";
import { useUnblockUser } from "../api/unblock-user.ts";

interface BlockDialogProps {
  userId: string;
  firstName: string;
  isBlocked: boolean;
  /** Told what happened once the block or unblock is done. */
  onDone: (message: string) => void;
}

/** 'Block' (or 'Unblock') and the confirmation that says what a block does. */
export function BlockDialog({ userId, firstName, isBlocked, onDone }: BlockDialogProps) {
  const block = useBlockUser();
  const unblock = useUnblockUser();
  if (isBlocked) {
    return (
      <ConfirmDialog
        trigger={{ label: "Unblock", ariaLabel: `Unblock ${firstName}`, variant: "outline" }}
        title={`Unblock ${firstName}?`}
        confirm={{ label: "Unblock", variant: "primary" }}
        busyLabel="Unblocking…"
        onConfirm={async () => onDone((await unblock.mutateAsync(userId)).message)}
        describeError={errorMessage}
      >
        <p className="text-slate-700">
          You will see each other&apos;s upcoming trips again, and either of you can request the other&apos;s
          trips.
        </p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      trigger={{ label: "Block", ariaLabel: `Block ${firstName}`, variant: "outline" }}
      title={`Block ${firstName}?`}
      confirm={{ label: "Block", variant: "danger" }}
      busyLabel="Blocking…"
      onConfirm={async () => onDone((await block.mutateAsync(userId)).message)}
      describeError={errorMessage}
    >
      <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
        <li>Neither of you will see the other&apos;s upcoming trips, in Find a Ride or by link.</li>
        <li>Neither of you can request the other&apos;s trips or message the other.</li>
        <li>Pending requests between you are declined or withdrawn now.</li>
        <li>Seats already approved stay booked; a driver can still cancel the trip.</li>
        <li>{firstName} is not told. You can unblock from your profile.</li>
      </ul>
    </ConfirmDialog>
  );
}
