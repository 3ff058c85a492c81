/** The reviews' queries: a ride's reviews, a profile's reviews (a new review changes both). */
export const reviewsQueryKeys = {
  all: ["reviews"] as const,
  ride: (rideId: string) => ["reviews", "ride", rideId] as const,
  profile: (userId: string) => ["reviews", "profile", userId] as const,
};
