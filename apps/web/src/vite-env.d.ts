/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_ID?: string;
  readonly VITE_OPERATOR_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
