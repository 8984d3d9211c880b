import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ReceiptVerifier } from "~/features/verify/components/receipt-verifier";
import type { TeamsSetup } from "~/features/teams";
import { verifiableDrawFor, verifiableTeamsFor } from "~/test/verifiable-receipts";

// Issue #31: what a long receipt would make the page lay out at once (its text in the field, thousands of names in the
// verdict) waits until the visitor asks for it.
const secret = Uint8Array.from({ length: 32 }, (_, index) => index);

const renderVerifier = () =>
  render(
    <MemoryRouter>
      <ReceiptVerifier />
    </MemoryRouter>,
  );

const openReceiptFile = (text: string) =>
  fireEvent.change(screen.getByLabelText("Open a receipt file"), {
    target: { files: [new File([text], "receipt.json", { type: "application/json" })] },
  });

describe("a long receipt on /verify", () => {
  it("is checked as opened without being put in the field, whose text shows when asked for", async () => {
    renderVerifier();
    const entrants = Array.from({ length: 1_000 }, (_, i) => ({ name: `Entrant ${i + 1}`, tickets: 1 }));
    const text = JSON.stringify(verifiableDrawFor(entrants, { winners: 3, alternates: 0 }, { secret }).receipt);
    openReceiptFile(text);
    expect(await screen.findByRole("heading", { name: "Verified, with no public value" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Receipt (JSON)" })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        `The receipt opened is too long to show here (${text.length.toLocaleString("en")} characters): it is checked as it was opened.`,
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Show its text" }));
    expect(screen.getByRole("textbox", { name: "Receipt (JSON)" })).toHaveValue(text);
    expect(screen.getByRole("heading", { name: "Verified, with no public value" })).toBeInTheDocument();
  });

  it("keeps a short receipt's text in the field", async () => {
    renderVerifier();
    const entrants = ["Ann", "Bob", "Cy"].map((name) => ({ name, tickets: 1 }));
    const text = JSON.stringify(verifiableDrawFor(entrants, { winners: 1, alternates: 0 }, { secret }).receipt);
    openReceiptFile(text);
    expect(await screen.findByRole("heading", { name: "Verified, with no public value" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Receipt (JSON)" })).toHaveValue(text);
    expect(screen.queryByRole("button", { name: "Show its text" })).not.toBeInTheDocument();
  });

  it("shows a team of thousands by its first 200 names, and all of them when asked", async () => {
    renderVerifier();
    const setup: TeamsSetup = {
      people: Array.from({ length: 2_000 }, (_, i) => ({ name: `Person ${i + 1}` })),
      teams: 2,
      balance: false,
      apart: [],
    };
    const made = verifiableTeamsFor(setup, { secret });
    if (!made.ok) throw new Error(JSON.stringify(made.failure));
    openReceiptFile(JSON.stringify(made.receipt));
    expect(await screen.findByRole("heading", { name: "Verified, with no public value" })).toBeInTheDocument();
    const team = screen.getByRole("list", { name: "Team 1" });
    expect(within(team).getAllByRole("listitem")).toHaveLength(200);
    expect(within(team).getAllByRole("listitem")[199]).toHaveTextContent(made.receipt.teams[0]![199]!);
    const [showTeam1] = screen.getAllByRole("button", { name: "Show all 1,000 names" });
    fireEvent.click(showTeam1!);
    expect(
      within(team)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(made.receipt.teams[0]);
    expect(within(screen.getByRole("list", { name: "Team 2" })).getAllByRole("listitem")).toHaveLength(200);
  });
});
