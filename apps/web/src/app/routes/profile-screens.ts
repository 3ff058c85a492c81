// A student's own profile, another student's public one and a trip's reviews load
// together, as one chunk: they show the same ratings and reviews, and each chunk of its
// own would add its name and its list of shared chunks to the router that every first
// load (the home page's included) carries.
export { default as Profile } from "./profile.tsx";
export { default as RideReviews } from "./ride-reviews.tsx";
export { default as PublicProfile } from "./public-profile.tsx";
