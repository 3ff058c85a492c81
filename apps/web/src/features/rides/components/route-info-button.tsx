import { MapPinned } from "lucide-react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useUpdateRouteInfo } from "../api/update-route-info.ts";
import { routeInfoDone } from "../trip-text.ts";

/** 'Update Route Info': fills in distance and time of trips that miss them, and says how it went. */
export function RouteInfoButton() {
  const update = useUpdateRouteInfo();
  const result = update.data;
  return (
    <div className="space-y-3">
      <Button variant="outline" disabled={update.isPending} onClick={() => update.mutate(undefined)}>
        <MapPinned aria-hidden="true" className="size-4" />
        {update.isPending ? "Updating Route Info…" : "Update Route Info"}
      </Button>
      {update.isError ? <Alert tone="error">{errorMessage(update.error)}</Alert> : null}
      {result && result.success ? <Alert tone="success">{routeInfoDone(result.count)}</Alert> : null}
      {result && !result.success ? (
        <Alert tone="error">{result.error ?? routeInfoDone(result.count)}</Alert>
      ) : null}
    </div>
  );
}
