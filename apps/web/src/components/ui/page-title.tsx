/** Sets the document title; React 19 hoists <title> into the head. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · CampusRide`}</title>;
}
