import { describe, expect, it } from "vitest";
import { authErrorKey } from "./authErrorKey.js";

describe("authErrorKey", () => {
  it("maps Better Auth and popup codes to the spec's cases", () => {
    expect(authErrorKey({ code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" })).toBe("emailInUse");
    expect(authErrorKey({ code: "INVALID_EMAIL_OR_PASSWORD" })).toBe("invalidCredentials");
    expect(authErrorKey({ code: "PASSWORD_TOO_SHORT" })).toBe("weakPassword");
    expect(authErrorKey({ code: "POPUP_BLOCKED" })).toBe("popupBlocked");
    expect(authErrorKey({ code: "POPUP_CLOSED" })).toBe("cancelled");
    expect(authErrorKey({ code: "REQUEST_TIMEOUT" })).toBe("timeout");
  });

  it("treats a 429 as too many attempts and anything unknown as the default message", () => {
    expect(authErrorKey({ code: "INVALID_EMAIL_OR_PASSWORD", status: 429 })).toBe(
      "tooManyRequests",
    );
    expect(authErrorKey({ code: "SOMETHING_NEW" })).toBe("default");
    expect(authErrorKey(null)).toBe("default");
  });
});
