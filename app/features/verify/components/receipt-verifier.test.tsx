import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ReceiptVerifier } from "~/features/verify/components/receipt-verifier";
import { canonicalLines, makeVerifiableDraw } from "~/features/draw";
import { canonicalTeamLines, makeVerifiableTeams, type TeamsSetup } from "~/features/teams";

const entrants = [
  { name: "Ann", tickets: 1 },
  { name: "Bob", tickets: 2 },
  { name: "Cy", tickets: 3 },
];
const secret = Uint8Array.from({ length: 32 }, (_, index) => 255 - index);
const made = (includeList = true) =>
  makeVerifiableDraw(entrants, { winners: 2, alternates: 0 }, secret, "Round 42", includeList).receipt;

function verify(receipt: unknown) {
  fireEvent.change(screen.getByRole("textbox", { name: "Receipt (JSON)" }), {
    target: { value: typeof receipt === "string" ? receipt : JSON.stringify(receipt) },
  });
  fireEvent.click(screen.getByRole("button", { name: "Verify" }));
}

const renderVerifier = () =>
  render(
    <MemoryRouter>
      <ReceiptVerifier />
    </MemoryRouter>,
  );

describe("the receipt verifier", () => {
  it("says Verified for a receipt the site made", () => {
    renderVerifier();
    verify(made());
    expect(screen.getByRole("heading", { name: "Verified" })).toBeInTheDocument();
  });

  it("names the winner that was changed", () => {
    renderVerifier();
    const receipt = made();
    const [first, second] = receipt.winners;
    verify({ ...receipt, winners: [second, first] });
    expect(screen.getByRole("heading", { name: "Does not match" })).toBeInTheDocument();
    expect(screen.getByText(`Winner 1 should be “${first}”, but the receipt says “${second}”.`)).toBeInTheDocument();
  });

  it("says at the field when the text is not JSON, keeping what was pasted", () => {
    renderVerifier();
    verify('{"format": "ai-decision');
    expect(screen.getByRole("alert")).toHaveTextContent("This is not a receipt: it is not JSON.");
    expect(screen.getByRole("textbox", { name: "Receipt (JSON)" })).toHaveValue('{"format": "ai-decision');
  });

  it("says it cannot check an unknown algorithm version", () => {
    renderVerifier();
    verify({ ...made(), version: 7 });
    expect(screen.getByRole("heading", { name: "Not checked" })).toBeInTheDocument();
    expect(screen.getByText(/algorithm version 7, which this site does not know/)).toBeInTheDocument();
  });

  it("asks for the list when the receipt holds only its hash, then checks it", () => {
    renderVerifier();
    verify(made(false));
    expect(screen.getByRole("heading", { name: "Add the list" })).toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: "The list, one entrant per line as “name, tickets”" }), {
      target: { value: `${canonicalLines(entrants).join("\r\n")}\r\n` },
    });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByRole("heading", { name: "Verified" })).toBeInTheDocument();
  });

  it("asks a teams receipt holding only its hash for the list with its setup lines, then checks it", () => {
    renderVerifier();
    const setup: TeamsSetup = { people: entrants.map(({ name }) => ({ name })), teams: 2, balance: false, apart: [] };
    const teams = makeVerifiableTeams(setup, secret, "", false);
    if (!teams.ok) throw new Error(teams.message);
    verify(teams.receipt);
    expect(screen.getByRole("heading", { name: "Add the list" })).toBeInTheDocument();
    const list = screen.getByRole("textbox", { name: /^The list: “teams:”, “balance by rating:” and “keep apart:”/ });
    expect(list).toHaveAccessibleDescription(
      "This receipt holds only the list’s hash: paste the list the host published to check the teams.",
    );
    fireEvent.change(list, { target: { value: canonicalTeamLines(setup).join("\n") } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByRole("heading", { name: "Verified" })).toBeInTheDocument();
  });
});
