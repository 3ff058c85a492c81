/** "1 seat", "3 seats". */
export function seatsText(count: number): string {
  return `${count} ${count === 1 ? "seat" : "seats"}`;
}

/** "0 bags", "1 bag", "3 bags". */
export function bagsText(count: number): string {
  return `${count} ${count === 1 ? "bag" : "bags"}`;
}

/** A rider's initials: "Riley Rider" → "RR". */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/** A driver's car as riders see it: "Silver Toyota Camry (2021)", or null without make and model. */
export function carText(car: {
  carMake: string | null;
  carModel: string | null;
  carColor: string | null;
  carYear: number | null;
}): string | null {
  if (!car.carMake || !car.carModel) return null;
  const name = [car.carColor, car.carMake, car.carModel].filter(Boolean).join(" ");
  return car.carYear ? `${name} (${car.carYear})` : name;
}
