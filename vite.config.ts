import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The modules of the features and the kernel, without the route modules and the site's own settings, head tags and
// service-worker registration, which every page loads with the root.
const appModule = (id: string) =>
  /[\\/]app[\\/](kernel|features)[\\/]/.test(id) &&
  !/[\\/](routes|service-worker)[\\/]|[\\/](site-config|analytics)\.ts$/.test(id);
// The modules the root layout loads on every page. One missing here ends up in the tools' chunk, which then
// loads on content pages too: their budget (scripts/budget.mjs) fails, so the list cannot drift unnoticed.
const siteShellModule =
  /[\\/](analytics-loader|animated-background|cookie-banner|site-footer|site-header|update-prompt|use-browser-value|use-early-presses|early-presses|use-cookie-consent|cookie-consent|local-storage|key-store|restore-on-read)\.tsx?$/;

// The wheel shows on the quick and weighted pages only: its own chunks, so the other tool pages never load it. Its
// picture (features/wheel/components/list-with-wheel.tsx loads it lazily) is a chunk of its own that the pages do not wait for.
const wheelPictureModule =
  /[\\/]app[\\/](features[\\/]wheel[\\/](components[\\/](wheel-panel|wheel-display|wheel-controls|draw-wheel)|domain[\\/]wheel-labels|hooks[\\/](use-fullscreen|use-moment-in-view|use-tick-sound))|kernel[\\/]ui[\\/]hooks[\\/]use-reduced-motion)\.tsx?$/;
const wheelModule = (id: string) =>
  /[\\/]app[\\/]features[\\/]wheel[\\/](components[\\/](list-with-wheel|view-switch|wheel-)|domain[\\/]wheel|storage[\\/]wheel-|hooks[\\/]use-wheel-)/.test(
    id,
  ) && !wheelPictureModule.test(id);

// What only the giveaway pages (/draw, /teams, /verify) share, SHA-256 included: a chunk of their own, so the tools'
// chunk that every other tool page loads does not carry it. Only what all three share: what two of them share (the
// ticket draw for /draw and /verify, the teams' balancing for /teams and /verify) is left to chunks of its own, so
// /draw does not load the balancing nor /teams the ticket draw.
const giveawayModule =
  /([\\/]node_modules[\\/]@noble[\\/]|[\\/]app[\\/](kernel|features)[\\/].*[\\/](draw|draw-export|kept-list|use-entrant-reading|teams|team-list|seeded-random|verifiable-receipt|verifiable-draw|verifiable-teams|receipt-check|receipt-link|receipt-panel|receipt-verifier|verification-report|draw-result|copy-button|count-field|duplicate-names-notice|team-options|team-result|canonical-list|receipt-hashes|statement|shown-text|use-verifiable-mode|verifiable-toggle|unreadable-lines-alert|use-giveaway-draw|use-team-split|draw-list|team-list-rules|verify-draw|verify-teams|statement-reading|statement-seal|verdict|receipt-fields|public-value|source-form|source-fields|public-value-entry|statement-composer|verdict-view|file-button|draw-statement|team-statement|team-split|row-text|sha256|lookalike-names|lookalike-names-notice|lookalike-names-check)\.tsx?$)/;

// What the giveaway pages load only on demand (a verifiable result's statement, seal and seeded generator, /verify's
// checks and verdict, the split of teams, the lookalike names' check and its data): chunks of their own in no group, so that no page's first visit carries them.
const giveawayOnDemandModule =
  /[\\/]app[\\/](kernel|features)[\\/].*[\\/](statement|free-text|receipt-list-file|team-split|verify-draw|verify-teams|draw-list|team-list-rules|statement-reading|statement-seal|verdict|receipt-fields|public-value|source-form|source-fields|public-value-entry|statement-composer|verdict-view|verifiable-draw|verifiable-teams|receipt-check|verification-report|shown-text|receipt-panel|verifiable-receipt|receipt-link|seeded-random|lookalike-names|lookalike-names-notice)\.tsx?$/;

// The vote's modules load with /vote and its lazy chunks only (the poll room, the count, the QR code): left out of the
// tools' chunk, so the other tool pages never load them. The "Decide together" link the tool pages show stays there.
const voteModule = /[\\/]app[\\/]features[\\/]vote[\\/](?!components[\\/]decide-together-link|index\.ts)/;
// The pair question and its merge-insertion, which /this-or-that and a ranked ballot share: a chunk of their own,
// which /this-or-that and the poll room load.
const pairQuestionModule = /[\\/]app[\\/]kernel[\\/]pairs[\\/].*\.tsx?$/;
// The kinds of decision's icons show on the home page and in the history only: left out of the tools' chunk, which
// every tool page loads, they travel in a chunk of their own with their Lucide icons (docs/decisions/019-icons.md).
const categoryIconModule = /[\\/]category-icon\.tsx$/;
// Lucide's dice, which the pair question shares with the category icons: left to the pair question's group, it would
// bring that whole chunk onto the home page.
const diceIconModule = /[\\/]node_modules[\\/]lucide[\\/].*[\\/]dices\.m?js$/;

// The tournament plays on /battle-royale and in /how-it-works's fairness check only: shared by two pages, it would
// otherwise join the tools' chunk that every tool page loads.
const tournamentModule = /[\\/]app[\\/]features[\\/]battle[\\/]domain[\\/]tournament\.ts$/;

const reactDomEntry = /[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/;

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  // Module workers (both are started with { type: "module" }), so that a worker's code loaded on demand, as /draw's
  // worker loads a verifiable draw's, is a chunk of its own rather than part of the script every worker start fetches.
  worker: { format: "es" },
  build: {
    rolldownOptions: {
      output: {
        // A dozen 1–2 KB chunks cost a round trip each on an HTTP/1.1 connection before the first paint: the site
        // shell travels as one file, and the modules several tool pages share as another. The shell group comes
        // first, so the tools' chunk never takes in a shell module and content pages never load the tools' code.
        codeSplitting: {
          groups: [
            {
              name: "site-shell",
              // react-dom's own entry (flushSync) too: react-dom/client needs it on every page, and left to the
              // tools' chunk through a shared hook it would drag that chunk onto the content pages.
              test: (id: string) => siteShellModule.test(id) || reactDomEntry.test(id),
              priority: 2,
            },
            {
              name: "tools-shared",
              test: (id: string) =>
                appModule(id) &&
                !siteShellModule.test(id) &&
                !wheelModule(id) &&
                !wheelPictureModule.test(id) &&
                !giveawayModule.test(id) &&
                !voteModule.test(id) &&
                !pairQuestionModule.test(id) &&
                !giveawayOnDemandModule.test(id) &&
                !categoryIconModule.test(id) &&
                !tournamentModule.test(id),
              minShareCount: 2,
              priority: 1,
            },
            { name: "dices", test: (id: string) => diceIconModule.test(id), priority: 1 },
            // Last, so the modules they use that other pages share have already gone to the tools' chunk.
            { name: "wheel", test: wheelModule, priority: 0 },
            { name: "wheel-picture", test: (id: string) => wheelPictureModule.test(id), priority: 0 },
            { name: "tournament", test: (id: string) => tournamentModule.test(id), priority: 0 },
            {
              name: "giveaways",
              test: (id: string) => giveawayModule.test(id) && !giveawayOnDemandModule.test(id),
              minShareCount: 3,
              priority: 0,
            },
            { name: "pair-question", test: (id: string) => pairQuestionModule.test(id), priority: 0 },
          ],
        },
      },
    },
  },
});
