import { fireEvent, render, screen, within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ReceiptVerifier } from "~/features/verify/components/receipt-verifier";
import { canonicalLines } from "~/features/draw";
import { canonicalTeamLines, type TeamsSetup } from "~/features/teams";
import { listFileText } from "~/kernel/receipts/domain/canonical-list";
import { withoutList } from "~/kernel/receipts/domain/verifiable-receipt";
import { textSource, verifiableDrawFor, verifiableTeamsFor } from "~/test/verifiable-receipts";

const entrants = [
  { name: "Ann", tickets: 1 },
  { name: "Bob", tickets: 2 },
  { name: "Cy", tickets: 3 },
];
const secret = Uint8Array.from({ length: 32 }, (_, index) => 255 - index);
const host = { secret, source: textSource("the round's number"), publicValue: "Round 42" };
const made = () => verifiableDrawFor(entrants, { winners: 2, alternates: 0 }, host).receipt;
const vectors = (kind: string) =>
  JSON.parse(readFileSync(`docs/vectors/${kind}.json`, "utf8")) as {
    verifies: { name: string; receipt: object }[];
    fails: { name: string; receipt: object; receiptText?: string }[];
  };
const vector = (kind: string, list: "verifies" | "fails", name: string) =>
  vectors(kind)[list].find((each) => each.name === name)?.receipt;

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
  it("shows what it verified: the outcome, the statement to compare, the public value and what is not proven", async () => {
    renderVerifier();
    const receipt = made();
    verify(receipt);
    const verdict = (await screen.findByRole("heading", { name: "Verified" })).parentElement as HTMLElement;
    expect(verdict).toHaveTextContent(
      "Verified: the winners follow from the committed secret and list and from the public value.",
    );
    expect(within(verdict).getByRole("list", { name: "Winners" })).toHaveTextContent(receipt.winners.join(""));
    expect(within(verdict).getByLabelText("Statement")).toHaveTextContent(
      `AI Decision Maker verifiable draw, version 4 entrants: 3`,
    );
    expect(verdict).toHaveTextContent(receipt.commitment);
    expect(verdict).toHaveTextContent('"Round 42", declared as text.');
    expect(within(verdict).getByRole("heading", { name: "Not proven by this receipt" })).toBeInTheDocument();
    expect(verdict).toHaveTextContent("no checker can test free text");
  });

  it("says which names in a verified result look alike or hold what looks like list punctuation", async () => {
    renderVerifier();
    const lookalikes = [
      { name: "Anna", tickets: 1 },
      { name: "\u0410nna", tickets: 1 },
      { name: "Ann\u060C Mallory", tickets: 1 },
    ];
    verify(verifiableDrawFor(lookalikes, { winners: 2, alternates: 1 }, host).receipt);
    const verdict = (await screen.findByRole("heading", { name: "Verified" })).parentElement as HTMLElement;
    const notes = within(verdict).getByRole("note", { name: "Look twice" });
    // In the order drawn, each shown as the page shows names (quoted only where it hides a character).
    expect(notes).toHaveTextContent(/(Anna and \u0410nna|\u0410nna and Anna) look alike but are different names\./);
    expect(notes).toHaveTextContent(
      "Ann\u060C Mallory holds U+060C, which looks like list punctuation: it is one name.",
    );
  });

  it("has no note to add on plain names", async () => {
    renderVerifier();
    verify(made());
    const verdict = (await screen.findByRole("heading", { name: "Verified" })).parentElement as HTMLElement;
    expect(within(verdict).queryByRole("note", { name: "Look twice" })).toBeNull();
  });

  it("says without a public value that the host could have drawn more than once", async () => {
    renderVerifier();
    verify(vector("draw", "verifies", "v4-none"));
    const heading = await screen.findByRole("heading", { name: "Verified, with no public value" });
    expect(heading.parentElement).toHaveTextContent("That the host drew once: with no public value");
  });

  it("shows a version 3 receipt's commitment, list hash and counts, and that neither spelling nor version was committed", async () => {
    renderVerifier();
    verify(vector("draw", "verifies", "v3-typed-public-value"));
    const verdict = (await screen.findByRole("heading", { name: "Verified" })).parentElement as HTMLElement;
    expect(verdict).toHaveTextContent("dff70538d974b9d59728d5ae91e6fc50e3707ce088951cf28377aca3c8cf35b1");
    expect(verdict).toHaveTextContent(/2 winners, 1 alternate(?!s)/);
    expect(verdict).toHaveTextContent("Which spelling of the public value and which version were meant");
    expect(verdict).toHaveTextContent("That this is the draw the host announced: a receipt of version 3 is checked");
  });

  it("refuses the joined-lines forgery of issue #24, naming the line", async () => {
    renderVerifier();
    verify(vector("draw", "fails", "v3-joined-lines"));
    expect(await screen.findByRole("heading", { name: "Does not match" })).toBeInTheDocument();
    expect(
      screen.getByText('List line 2 "Bob, 2\\nCy, 3" has a name that holds a line break (U+000A).'),
    ).toBeInTheDocument();
  });

  it("names the winner that was changed", async () => {
    renderVerifier();
    const receipt = made();
    const [first, second] = receipt.winners;
    verify({ ...receipt, winners: [second, first] });
    expect(await screen.findByRole("heading", { name: "Does not match" })).toBeInTheDocument();
    expect(screen.getByText(`Winner 1 should be "${first}", but the receipt says "${second}".`)).toBeInTheDocument();
  });

  it("says at the field when the text is not JSON, keeping what was pasted", async () => {
    renderVerifier();
    verify('{"format": "ai-decision');
    expect(await screen.findByRole("alert")).toHaveTextContent("This is not a receipt: it is not JSON.");
    expect(screen.getByRole("textbox", { name: "Receipt (JSON)" })).toBeInvalid();
    expect(screen.getByRole("textbox", { name: "Receipt (JSON)" })).toHaveValue('{"format": "ai-decision');
  });

  it("says it cannot check an unknown algorithm version", async () => {
    renderVerifier();
    verify({ ...made(), version: 7 });
    expect(await screen.findByRole("heading", { name: "Not checked" })).toBeInTheDocument();
    expect(screen.getByText(/algorithm version 7, which this site does not know/)).toBeInTheDocument();
  });

  it("asks for the list when the receipt holds only its hash, then checks the list file", async () => {
    renderVerifier();
    verify(withoutList(made()));
    expect(await screen.findByRole("heading", { name: "Add the list" })).toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: "The list, one entrant per line as “name, tickets”" }), {
      target: { value: `${canonicalLines(entrants).join("\r\n")}\r\n` },
    });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("heading", { name: "Verified" })).toBeInTheDocument();
  });

  it("opens a list file byte for byte: not UTF-8, or with Windows line ends in version 4, it is not the file hashed", async () => {
    renderVerifier();
    verify(withoutList(made()));
    expect(await screen.findByRole("heading", { name: "Add the list" })).toBeInTheDocument();
    const open = (bytes: Uint8Array<ArrayBuffer>) =>
      fireEvent.change(screen.getByLabelText("Open a list file"), {
        target: { files: [new File([bytes], "list.txt")] },
      });
    open(Uint8Array.of(0x41, 0x6e, 0x6e, 0xff, 0x2c, 0x20, 0x31, 0x0a));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This list file is not UTF-8 text, as the page writes it.",
    );
    open(new TextEncoder().encode(`${canonicalLines(entrants).join("\r\n")}\r\n`));
    expect(await screen.findByRole("heading", { name: "Not checked" })).toBeInTheDocument();
    expect(
      screen.getByText(/^The list file holds a CR \(Windows line ends\?\), which the page never writes/),
    ).toBeInTheDocument();
    open(new TextEncoder().encode(listFileText(canonicalLines(entrants))));
    expect(await screen.findByRole("heading", { name: "Verified" })).toBeInTheDocument();
  });

  it("refuses a receipt that gives a key twice, at the field", async () => {
    renderVerifier();
    verify(vectors("draw").fails.find(({ name }) => name === "v3-key-given-twice")?.receiptText);
    expect(await screen.findByRole("alert")).toHaveTextContent('The receipt is damaged: it gives "winners" twice');
  });

  it("asks a teams receipt holding only its hash for the list with its setup lines, then checks it", async () => {
    renderVerifier();
    const setup: TeamsSetup = { people: entrants.map(({ name }) => ({ name })), teams: 2, balance: false, apart: [] };
    const teams = verifiableTeamsFor(setup, { secret });
    if (!teams.ok) throw new Error(JSON.stringify(teams.failure));
    verify(withoutList(teams.receipt));
    expect(await screen.findByRole("heading", { name: "Add the list" })).toBeInTheDocument();
    const list = screen.getByRole("textbox", { name: /^The list: “teams:”, “balance by rating:” and “keep apart:”/ });
    expect(list).toHaveAccessibleDescription(
      "When the receipt holds only the list’s hash: paste the list file the host published, or open it, to check the teams.",
    );
    fireEvent.change(list, { target: { value: canonicalTeamLines(setup).join("\n") } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("heading", { name: "Verified, with no public value" })).toBeInTheDocument();
  });
});
