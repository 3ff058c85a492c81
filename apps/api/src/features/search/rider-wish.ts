/**
 * What the search tells of a signed-in rider's wish to travel (the campus demand board
 * counts them): an alert saved, or a search that found nothing. Called after the answer
 * is made; it must return at once and never throw.
 */
export type OnRiderWish = (wish: {
  userId: string;
  source: "alert" | "search";
  origin: { lat: number; lng: number };
  destination: { lat: number; lng: number };
  date: string;
}) => void;
