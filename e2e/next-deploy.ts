import path from "node:path";

// The update-prompt journey needs a second deploy of the same code whose pages differ: its own public origin. That
// deploy is the build with analytics (analytics-build.ts makes it before any test starts): one production build less
// for the suite to make, and neither setting touches what the other's journeys check. It lives inside build/, where its
// server files find node_modules and where `npm run build` wipes it with the first deploy.
export const nextDeployDir = path.resolve("build", "next-deploy");
export const nextDeployOrigin = "https://next-deploy.example";
