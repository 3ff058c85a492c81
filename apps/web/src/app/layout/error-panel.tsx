import { PAGE_MESSAGES } from "@campusride/shared/friendly-messages";
import { TriangleAlert } from "lucide-react";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { StatusPanel } from "../../components/ui/status-panel.tsx";

/** The screens' error boundary: the generic panel, shown inside the page chrome (React logs the error). */
export function ErrorPanel() {
  return (
    <StatusPanel
      icon={TriangleAlert}
      title={PAGE_MESSAGES.errorTitle}
      body={PAGE_MESSAGES.errorBody}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Try Again</Button>
          {/* A full load: the router that failed may not be able to navigate. */}
          <ButtonLink to="/" reloadDocument variant="outline">
            Go Home
          </ButtonLink>
        </>
      }
    />
  );
}
