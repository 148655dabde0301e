import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API runs on its own port in development; Vite proxies /api and /dev to it.
const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  // The manifest (dist/web/.vite/manifest.json, never served) maps source files to chunks for the web budgets.
  build: { outDir: "dist/web", emptyOutDir: true, manifest: true },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/dev/mailbox/api": `http://127.0.0.1:${apiPort}`,
    },
  },
});
