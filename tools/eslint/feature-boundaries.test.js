import { RuleTester } from "eslint";
import { afterAll, describe, it } from "vitest";
import { featureBoundaries } from "./feature-boundaries.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const web = "/repo/apps/web/src";
const options = [
  {
    roots: [web],
    zones: [
      { target: `${web}/components/ui`, from: `${web}/features` },
      { target: `${web}/lib`, from: `${web}/features` },
    ],
  },
];
const api = "/repo/apps/api/src";
const oneWay = [{ roots: [api], oneWay: [{ root: api, from: "bookings", to: "payments" }] }];
const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: "latest", sourceType: "module" } });

ruleTester.run("feature-boundaries", featureBoundaries, {
  valid: [
    // inside one feature
    {
      code: 'import { x } from "../api/get-place.ts";',
      filename: `${web}/features/places/components/a.tsx`,
      options,
    },
    // a feature uses shared code
    {
      code: 'import { Button } from "../../../components/ui/button.tsx";',
      filename: `${web}/features/auth/components/a.tsx`,
      options,
    },
    // screens compose features
    {
      code: 'import { PlaceField } from "../../features/places/components/place-field.tsx";',
      filename: `${web}/app/routes/plan.tsx`,
      options,
    },
    // shared code uses other shared code
    {
      code: 'import { api } from "../../lib/api-client.ts";',
      filename: `${web}/components/ui/place-input.tsx`,
      options,
    },
    // packages are not folders of the app
    { code: 'import { z } from "zod";', filename: `${web}/lib/a.ts`, options },
    // a declared one-way arrow between two features
    {
      code: 'import { createMoney } from "../payments/money.ts";',
      filename: `${api}/features/bookings/service.ts`,
      options: oneWay,
    },
  ],
  invalid: [
    // ... and never back
    {
      code: 'import { x } from "../bookings/service.ts";',
      filename: `${api}/features/payments/money.ts`,
      options: oneWay,
      errors: [{ messageId: "crossFeature", data: { source: "../bookings/service.ts", other: "bookings" } }],
    },
    {
      code: 'import { useMe } from "../../auth/api/get-me.ts";',
      filename: `${web}/features/places/components/a.tsx`,
      options,
      errors: [{ messageId: "crossFeature", data: { source: "../../auth/api/get-me.ts", other: "auth" } }],
    },
    {
      code: 'export { useMe } from "../../features/auth/api/get-me.ts";',
      filename: `${web}/components/ui/menu.tsx`,
      options,
      errors: [{ messageId: "zone" }],
    },
    {
      code: 'const m = import("../features/places/api/get-place.ts");',
      filename: `${web}/lib/query-client.ts`,
      options,
      errors: [{ messageId: "zone" }],
    },
  ],
});
