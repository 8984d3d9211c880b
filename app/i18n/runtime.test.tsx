import { msg } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n, I18nProvider } from "~/i18n/runtime";

describe("the messages' runtime", () => {
  it("words a message from its compiled entry in the page's language", () => {
    const greeting = msg`Hello ${"Ann"}`;
    const i18n = createI18n("es", { [greeting.id]: ["Hola ", ["0"]] });
    expect(i18n._(greeting)).toBe("Hola Ann");
  });

  it("words a plural from its English where no catalog was loaded, as component tests need", () => {
    const count = 3;
    render(
      <p>
        <Plural value={count} one="# option" other="# options" />
      </p>,
    );
    expect(screen.getByText("3 options")).toBeInTheDocument();
  });

  it("puts the macro's elements around their words", () => {
    render(
      <I18nProvider i18n={createI18n("en", {})}>
        <p>
          <Trans>
            Read <a href="/how-it-works">how it works</a>.
          </Trans>
        </p>
      </I18nProvider>,
    );
    expect(screen.getByRole("link", { name: "how it works" })).toHaveAttribute("href", "/how-it-works");
  });
});
