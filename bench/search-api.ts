import { benchSearchApi } from "./lib/search-api.ts";

/** B3 and B4: the search through the database-backed API path (see lib/search-api.ts). */
export default benchSearchApi;
