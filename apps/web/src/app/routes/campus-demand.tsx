import { CAMPUSES, type Campus } from "@campusride/shared/domain/campuses";
import { DEMAND_BOARD_MESSAGES } from "@campusride/shared/messages";
import { Link, useParams } from "react-router";
import { LoadProblem, NotLoadedYet } from "../../components/ui/list-states.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { campusDemandPath, paths } from "../../config/paths.ts";
import { useMe } from "../../features/auth/api/get-me.ts";
import { useSession } from "../../features/auth/api/use-session.ts";
import { useCampusDemand } from "../../features/campus-demand/api/get-campus-demand.ts";
import { CampusPicker } from "../../features/campus-demand/components/campus-picker.tsx";
import type { CellAction } from "../../features/campus-demand/components/cell-action.ts";
import { DemandBoard } from "../../features/campus-demand/components/demand-board.tsx";
import { OfferTripLink, SetAlertButton } from "./campus/demand-cell-actions.tsx";

/**
 * /campus/:slug, public: where a campus's students want to go over the next 30 days
 * (docs/product/campus-demand.md). /campus alone asks which campus.
 */
export default function CampusDemandPage() {
  const { slug } = useParams();
  const campus = CAMPUSES.find((known) => known.id === slug);
  return (
    <>
      <PageHeader
        eyebrow={campus?.city}
        title={campus ? DEMAND_BOARD_MESSAGES.title(campus.name) : DEMAND_BOARD_MESSAGES.pageTitle}
        intro={campus ? DEMAND_BOARD_MESSAGES.intro : undefined}
      />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        <CampusPicker key={slug} current={slug} />
        {slug ? (
          <CampusBoard slug={slug} campus={campus} />
        ) : (
          <p className="text-slate-700">{DEMAND_BOARD_MESSAGES.choose}</p>
        )}
      </div>
    </>
  );
}

function CampusBoard({ slug, campus }: { slug: string; campus: Campus | undefined }) {
  const board = useCampusDemand(slug);
  const cellAction = useCellAction(campus);
  if (board.isPending) {
    return <NotLoadedYet query={board} loading={<Spinner label={DEMAND_BOARD_MESSAGES.loading} />} />;
  }
  if (board.isError) {
    return (
      <LoadProblem
        error={board.error}
        notFound={{
          message: DEMAND_BOARD_MESSAGES.notFound,
          back: { to: campusDemandPath(), label: DEMAND_BOARD_MESSAGES.chooseAnother },
        }}
        failed={{ message: DEMAND_BOARD_MESSAGES.loadFailed, onRetry: () => void board.refetch() }}
      />
    );
  }
  return (
    <div className="space-y-6">
      {cellAction.signInLine ? (
        <p className="text-slate-700">
          {DEMAND_BOARD_MESSAGES.signInToOffer}{" "}
          <Link
            to={`${paths.signIn}?${new URLSearchParams({ redirect: campusDemandPath(slug) })}`}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {DEMAND_BOARD_MESSAGES.signIn}
          </Link>
        </p>
      ) : null}
      <DemandBoard board={board.data} cellAction={cellAction.render} />
    </div>
  );
}

/**
 * What each cell offers the reader: a driver, the trip to offer; a rider, an alert to
 * set; a visitor nothing but one line asking them to sign in.
 */
function useCellAction(campus: Campus | undefined): { render: CellAction | undefined; signInLine: boolean } {
  const { session, isPending } = useSession();
  const me = useMe(Boolean(session));
  const userType = me.data?.profile.userType;
  if (!isPending && !session) return { render: undefined, signInLine: true };
  if (!campus || !userType) return { render: undefined, signInLine: false };
  if (userType === "driver" || userType === "both") {
    return {
      render: (cell, day) => <OfferTripLink campus={campus} cell={cell} day={day} />,
      signInLine: false,
    };
  }
  return {
    render: (cell, day) => <SetAlertButton campus={campus} cell={cell} day={day} />,
    signInLine: false,
  };
}
