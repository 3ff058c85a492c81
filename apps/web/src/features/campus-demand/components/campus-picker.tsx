import { CAMPUSES } from "@campusride/shared/domain/campuses";
import { DEMAND_BOARD_MESSAGES } from "@campusride/shared/messages";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { inputStyles } from "../../../components/ui/form-field.tsx";
import { campusDemandPath } from "../../../config/paths.ts";

const BY_NAME = [...CAMPUSES].sort((a, b) => a.name.localeCompare(b.name));

/**
 * Which campus's board to see: a list and a button (choosing alone does not leave the
 * page, so the arrow keys can go through the list).
 */
export function CampusPicker({ current }: { current: string | undefined }) {
  const navigate = useNavigate();
  const [slug, setSlug] = useState(current ?? BY_NAME[0]?.id ?? "");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(campusDemandPath(slug));
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
          onChange={(event) => setSlug(event.target.value)}
          className={inputStyles}
        >
          {BY_NAME.map((campus) => (
            <option key={campus.id} value={campus.id}>
              {campus.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline">
        {DEMAND_BOARD_MESSAGES.pickerButton}
      </Button>
    </form>
  );
}
