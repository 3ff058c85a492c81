import { expect, type Locator } from "@playwright/test";

/** A small valid PDF, as a driver license upload. */
export const LICENSE_PDF = {
  name: "license.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};

/** Fills the open form of the profile's Vehicle Information card with a 2019 blue Honda Civic and saves it. */
export async function saveHondaCivic(vehicle: Locator) {
  await vehicle.getByLabel("Car make").selectOption("Honda");
  await vehicle.getByLabel("Car model").selectOption("Civic");
  await vehicle.getByLabel("Car year").selectOption("2019");
  await vehicle.getByLabel("Car color").selectOption("Blue");
  await vehicle.getByRole("button", { name: "Save Vehicle" }).click();
  await expect(vehicle.getByText("Vehicle information updated successfully!")).toBeVisible();
  await expect(vehicle).toContainText("2019 Honda Civic · Blue");
}
