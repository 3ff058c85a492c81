import { DEMAND_BOARD_MESSAGES } from "@campusride/shared/messages";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { inputStyles } from "../../../components/ui/form-field.tsx";
import { LoadFailed } from "../../../components/ui/list-states.tsx";
import { campusDemandPath } from "../../../config/paths.ts";
import { useCampuses } from "../api/get-campuses.ts";

/**
 * Which campus's board to see: a list and a button (choosing alone does not leave the
 * page, so the arrow keys can go through the list).
 */
export function CampusPicker({ current }: { current: string | undefined }) {
  const navigate = useNavigate();
  const campuses = useCampuses();
  const [chosen, setChosen] = useState<string>();
  const slug = chosen ?? current ?? campuses.data?.campuses[0]?.slug ?? "";

  if (campuses.isError) {
    return (
      <LoadFailed message={DEMAND_BOARD_MESSAGES.campusesFailed} onRetry={() => void campuses.refetch()} />
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (slug) void navigate(campusDemandPath(slug));
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-label={DEMAND_BOARD_MESSAGES.pickerLabel}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1 sm:max-w-md">
        <label htmlFor="campus-picker" className="mb-1.5 block text-sm font-medium text-slate-800">
          {DEMAND_BOARD_MESSAGES.pickerLabel}
        </label>
        <select
          id="campus-picker"
          value={slug}
          disabled={!campuses.data}
          onChange={(event) => setChosen(event.target.value)}
          className={inputStyles}
        >
          {campuses.data ? null : <option value={slug}>{DEMAND_BOARD_MESSAGES.campusesLoading}</option>}
          {campuses.data?.campuses.map((campus) => (
            <option key={campus.slug} value={campus.slug}>
              {campus.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline" disabled={!campuses.data}>
        {DEMAND_BOARD_MESSAGES.pickerButton}
      </Button>
    </form>
  );
}
