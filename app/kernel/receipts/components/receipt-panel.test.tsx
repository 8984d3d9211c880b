import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { chatLinkLimit, ReceiptPanel } from "~/kernel/receipts/components/receipt-panel";
import { formatLocalDate } from "~/kernel/format/domain/local-date";
import { hashText } from "~/kernel/receipts/domain/receipt-hashes";
import { lotterySource, verifiableDrawFor, verifiableTeamsFor } from "~/test/verifiable-receipts";

const secret = Uint8Array.from({ length: 32 }, (_, index) => index);
const drawReceipt = verifiableDrawFor(
  [
    { name: "Ann", tickets: 1 },
    { name: "Bob", tickets: 2 },
  ],
  { winners: 1, alternates: 0 },
  { secret },
).receipt;
const teams = verifiableTeamsFor(
  { people: [{ name: "Ann" }, { name: "Bob" }, { name: "Cy" }], teams: 2, balance: false, apart: [] },
  { secret },
);
const longReceipt = verifiableDrawFor(
  Array.from({ length: 201 }, (_, index) => ({ name: `Entrant ${index + 1}`, tickets: 1 })),
  { winners: 1, alternates: 0 },
  { secret },
).receipt;

/** The file names of the downloads the panel starts, in order, with what each holds. */
function catchDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { names, blobs };
}

describe("the receipt panel", () => {
  const today = formatLocalDate(new Date());

  it("names a draw's receipt and list files for a draw", async () => {
    const downloads = catchDownloads();
    render(
      <MemoryRouter>
        <ReceiptPanel receipt={drawReceipt} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Download receipt" }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Put the list in the receipt/ }));
    fireEvent.click(screen.getByRole("button", { name: "Download the list" }));
    expect(downloads.names).toEqual([`draw-receipt-${today}.json`, `draw-list-${today}.txt`]);
    expect(JSON.parse(await (downloads.blobs[0] as Blob).text())).toMatchObject({ kind: "draw" });
  });

  it("names a split's receipt and list files for teams", async () => {
    if (!teams.ok) throw new Error(JSON.stringify(teams.failure));
    const downloads = catchDownloads();
    render(
      <MemoryRouter>
        <ReceiptPanel receipt={teams.receipt} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Download receipt" }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Put the list in the receipt/ }));
    fireEvent.click(screen.getByRole("button", { name: "Download the list" }));
    expect(downloads.names).toEqual([`teams-receipt-${today}.json`, `teams-list-${today}.txt`]);
    expect(JSON.parse(await (downloads.blobs[0] as Blob).text())).toMatchObject({ kind: "teams" });
  });

  it("leaves a long list out by default, with the list file, its SHA-256 and how an entrant checks it", async () => {
    const downloads = catchDownloads();
    render(
      <MemoryRouter>
        <ReceiptPanel receipt={longReceipt} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("checkbox", { name: /Put the list in the receipt/ })).not.toBeChecked();
    const file = `${(longReceipt.list ?? []).join("\n")}\n`;
    expect(screen.getByText(/^Publish the list file beside the receipt/)).toHaveTextContent(
      `Its SHA-256 is the statement’s list SHA-256, ${hashText(file)}: an entrant checks it with sha256sum draw-list-${today}.txt`,
    );
    fireEvent.click(screen.getByRole("button", { name: "Download receipt" }));
    fireEvent.click(screen.getByRole("button", { name: "Download the list" }));
    expect(JSON.parse(await (downloads.blobs[0] as Blob).text())).not.toHaveProperty("list");
    expect(await (downloads.blobs[1] as Blob).text()).toBe(file);
    // Its link, without the list, fits a chat message.
    expect(await screen.findByRole("button", { name: "Copy receipt link" })).toBeInTheDocument();
  });

  it("gives a 5,000-entrant draw's receipt a link that fits a chat message: the list goes in a file beside it", async () => {
    // Names as long as chat handles, lottery numbers with a bonus (the longest statement), five names drawn.
    const entrants = Array.from({ length: 5_000 }, (_, index) => ({
      name: `viewer_${String(index + 1).padStart(4, "0")}_streams`,
      tickets: 1 + (index % 3),
    }));
    const { receipt } = verifiableDrawFor(
      entrants,
      { winners: 3, alternates: 2 },
      { secret, source: lotterySource, publicValue: "4 8 15 16 23 42 + 7" },
    );
    render(
      <MemoryRouter>
        <ReceiptPanel receipt={receipt} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("checkbox", { name: /Put the list in the receipt/ })).not.toBeChecked();
    fireEvent.click(await screen.findByRole("button", { name: "Copy receipt link" }));
    const link = (screen.getByRole("textbox", { name: "Link to the receipt" }) as HTMLInputElement).value;
    expect(link).toMatch(/\/verify#receipt=/);
    expect(link.length).toBeLessThan(chatLinkLimit);
  });
});
