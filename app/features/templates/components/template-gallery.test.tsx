import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { TemplateGallery } from "~/features/templates/components/template-gallery";
import { recordToSharedFeed } from "~/kernel/records/domain/shared-feed";
import { decodeListLink } from "~/kernel/lists/domain/list-link";
import { decisionTemplates } from "~/features/templates/domain/templates";
import { pendingTemplateKey } from "~/kernel/lists/storage/pending-template";

vi.mock("~/kernel/records/domain/shared-feed", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/kernel/records/domain/shared-feed")>()),
  recordToSharedFeed: vi.fn(async () => false),
}));

function MatrixStub() {
  const { hash } = useLocation();
  return <h1>{`Decision matrix ${hash}`}</h1>;
}

function renderGallery() {
  const Stub = createRoutesStub([
    { path: "/templates", Component: TemplateGallery },
    { path: "/", Component: () => <h1>Home page</h1> },
    { path: "/decision-matrix", Component: MatrixStub },
    { path: "/this-or-that", Component: () => <h1>This or That page</h1> },
  ]);
  render(<Stub initialEntries={["/templates"]} />);
  return userEvent.setup();
}

const titles = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
const filter = (name: string) => screen.getByRole("button", { name });
const movieNight = decisionTemplates.find((template) => template.id === "movie-night")!;
const pending = () => JSON.parse(localStorage.getItem(pendingTemplateKey) ?? "null") as { choices: string[] } | null;

describe("the template gallery", () => {
  it("shows every template under All Categories, which starts pressed", () => {
    renderGallery();
    expect(filter("All Categories")).toHaveAttribute("aria-pressed", "true");
    expect(titles()).toEqual(decisionTemplates.map((template) => template.title));
  });

  it("filters by category, pressing only the chosen button, and announces the count", async () => {
    const user = renderGallery();
    await user.click(filter("Food"));
    expect(filter("Food")).toHaveAttribute("aria-pressed", "true");
    expect(filter("All Categories")).toHaveAttribute("aria-pressed", "false");
    expect(screen.getAllByRole("button", { pressed: true })).toHaveLength(1);
    expect(titles()).toEqual(["Eat out or cook?"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 template in Food.");

    await user.click(filter("All Categories"));
    expect(titles()).toHaveLength(decisionTemplates.length);
    expect(screen.getByRole("status")).toHaveTextContent(`Showing ${decisionTemplates.length} templates.`);
  });

  it("lists each template's choices", () => {
    renderGallery();
    const card = screen.getByRole("heading", { name: movieNight.title }).closest("li")!;
    const choices = within(within(card).getByRole("list", { name: "Choices" })).getAllByRole("listitem");
    expect(choices.map((choice) => choice.textContent)).toEqual(movieNight.choices);
  });

  it("hands the choices to the home page and opens it on Use This Template", async () => {
    const user = renderGallery();
    await user.click(screen.getByRole("button", { name: `Use This Template “${movieNight.title}”` }));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
    expect(pending()).toEqual({ choices: movieNight.choices });
    expect(recordToSharedFeed).toHaveBeenCalledTimes(1);
    expect(recordToSharedFeed).toHaveBeenCalledWith({
      result: movieNight.title,
      choices: movieNight.choices,
      category: "Template",
      page: "/templates",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("hands the choices to This or That and opens it on Rank with This or That", async () => {
    const user = renderGallery();
    await user.click(screen.getByRole("button", { name: `Rank with This or That “${movieNight.title}”` }));
    expect(await screen.findByRole("heading", { name: "This or That page" })).toBeInTheDocument();
    expect(pending()).toEqual({ choices: movieNight.choices });
  });

  it("does the same when the card itself is clicked", async () => {
    const user = renderGallery();
    await user.click(screen.getByText(movieNight.description));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
    expect(pending()).toEqual({ choices: movieNight.choices });
  });

  it("still opens the home page when storage refuses the template", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const user = renderGallery();
    await user.click(screen.getByRole("button", { name: `Use This Template “${movieNight.title}”` }));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
    expect(pending()).toBeNull();
  });

  it("opens a template's choices in the decision matrix, to weigh them with criteria", async () => {
    const user = renderGallery();
    await user.click(screen.getByRole("button", { name: `Weigh with criteria “${movieNight.title}”` }));
    const heading = await screen.findByRole("heading", { name: /^Decision matrix #list=1\./ });
    const hash = (heading.textContent ?? "").slice("Decision matrix ".length);
    expect(await decodeListLink(hash)).toEqual({ status: "opened", list: { choices: movieNight.choices } });
    expect(pending()).toBeNull();
  });

  it("hides the cards of other categories rather than taking them off the page, so a press kept for one still acts", async () => {
    const user = renderGallery();
    await user.click(filter("Food"));
    const hiddenUse = screen.getByRole("button", { name: `Use This Template “${movieNight.title}”`, hidden: true });
    expect(hiddenUse).not.toBeVisible();

    // A press made before the page ran, on the card as it showed then, is replayed after the filter pressed before it.
    hiddenUse.click();

    expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
    expect(pending()).toEqual({ choices: movieNight.choices });
  });
});
