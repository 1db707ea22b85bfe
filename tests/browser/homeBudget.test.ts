import { describe, expect, it } from "vitest";
import { browserSuite } from "../helpers/browserSuite.js";
import {
  describeScripts,
  HOME_JAVASCRIPT_BUDGET,
  homeScripts,
  kilobytes,
  totalGzip,
} from "../helpers/homeJavaScript.js";

const suite = browserSuite();

describe("the home page's JavaScript", () => {
  it(`stays within ${kilobytes(HOME_JAVASCRIPT_BUDGET)} gzipped`, async () => {
    const scripts = await homeScripts(suite.browser, suite.server.url);
    // The home screen's own chunk must be among them, or the page did not really open.
    expect(scripts.some((script) => script.path.includes("/HomeScreen-"))).toBe(true);
    expect(totalGzip(scripts), `over budget:\n${describeScripts(scripts)}`).toBeLessThanOrEqual(
      HOME_JAVASCRIPT_BUDGET,
    );
  });
});
