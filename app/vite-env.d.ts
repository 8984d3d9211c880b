/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PUBLIC_ORIGIN?: string;
  readonly VITE_ANALYTICS_ID?: string;
}
