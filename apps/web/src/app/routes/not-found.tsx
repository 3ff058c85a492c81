import { PAGE_MESSAGES } from "@campusride/shared/messages";
import { MapPinOff } from "lucide-react";
import { ButtonLink } from "../../components/ui/button.tsx";
import { StatusPanel } from "../../components/ui/status-panel.tsx";

export default function NotFoundPage() {
  return (
    <StatusPanel
      icon={MapPinOff}
      title={PAGE_MESSAGES.notFoundTitle}
      body={PAGE_MESSAGES.notFoundBody}
      actions={<ButtonLink to="/">Go Home</ButtonLink>}
    />
  );
}
