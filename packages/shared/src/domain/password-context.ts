import floridaUniversities from "./florida-universities.json" with { type: "json" };

/**
 * The words an attacker tries first against a CampusRide account: the product's own, its
 * published demo password, and what a Florida student builds a password from (the
 * university's name, abbreviation, team nickname, mascot and city). The universities are
 * data (florida-universities.json): a school added there is checked everywhere.
 */

/** One university of the list: every field is a word or phrase a password may be built from. */
export interface FloridaUniversity {
  name: string;
  abbreviations: readonly string[];
  /** The teams' nicknames and cheers ("Gators", "Go Noles"). */
  nicknames: readonly string[];
  mascots: readonly string[];
  city: string;
}

export const FLORIDA_UNIVERSITIES: readonly FloridaUniversity[] = floridaUniversities;

/** The password the README publishes for the demo accounts (development databases only). */
export const PUBLISHED_DEMO_PASSWORD = "campusride-demo";

const PRODUCT_WORDS = [
  "campusride",
  PUBLISHED_DEMO_PASSWORD,
  "campus ride",
  "campus",
  "ride",
  "rides",
  "rider",
  "driver",
  "demo",
  "carpool",
  "rideshare",
  "student",
  "florida",
];

// words of a name that carry nothing on their own
const FILLERS = new Set(["of", "the", "and", "at", "st", "u"]);

/** A phrase, its words and the phrase written without spaces ("Go Gators" → gogators). */
function variants(phrase: string): string[] {
  const lower = phrase.toLowerCase();
  const words = lower.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 1 && !FILLERS.has(word));
  return [lower, lower.replace(/[^\p{L}\p{N}]+/gu, ""), ...words];
}

/** Distinct, in order of first appearance: zxcvbn ranks a word by its place in the list. */
function distinct(words: Iterable<string>): string[] {
  return [...new Set(words)].filter((word) => word.length > 1);
}

/**
 * The product's and the universities' words, the most guessable first: nicknames and
 * abbreviations before the universities' full names and cities.
 */
export const CAMPUS_WORDS: readonly string[] = distinct([
  ...PRODUCT_WORDS,
  ...FLORIDA_UNIVERSITIES.flatMap((university) => [
    ...university.nicknames,
    ...university.abbreviations,
  ]).flatMap(variants),
  ...FLORIDA_UNIVERSITIES.flatMap((university) => university.mascots).flatMap(variants),
  ...FLORIDA_UNIVERSITIES.flatMap((university) => [university.name, university.city]).flatMap(variants),
]);

/** Whose password it is: the name and email address the account was made with. */
export interface PasswordOwner {
  /** The person's name, first and last ("Ana Lopez"). */
  name?: string | null;
  email?: string | null;
}

// the parts of an address every student shares
const COMMON_EMAIL_LABELS = new Set(["edu", "com", "org", "net", "mail", "email", "student", "students"]);

/** How people write their own name in a password or a user name: ana.lopez, lopezana, alopez. */
function nameForms(name: string): string[] {
  const parts = name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const first = parts[0] ?? "";
  const last = parts.at(-1) ?? "";
  const joined = ["", ".", "_", "-"].map((separator) => parts.join(separator));
  return [...joined, ...parts, `${last}${first}`, `${first.slice(0, 1)}${last}`];
}

/**
 * The owner's own words: the name whole, in parts and in the usual user-name forms, the
 * address whole, its local part (whole, without its digits, and split at dots, dashes and
 * digits: ana.lopez23 → ana.lopez, ana, lopez) and its domain's own labels (ufl in
 * ana@cs.ufl.edu).
 */
export function ownerWords({ name, email }: PasswordOwner): string[] {
  const address = (email ?? "").trim().toLowerCase();
  const [local = "", domain = ""] = address.split("@");
  const domainLabels = domain.split(".").filter((label) => !COMMON_EMAIL_LABELS.has(label));
  return distinct([
    ...nameForms(name ?? ""),
    address,
    local,
    local.replace(/\p{N}+/gu, ""),
    ...local.split(/[^\p{L}]+/u),
    ...domainLabels,
  ]);
}
