import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development (npm run dev) the API runs beside Vite on :3000; in production it serves dist/ itself.
const apiUrl = process.env.API_URL ?? "http://localhost:3000";
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { "/api": apiUrl, "/dev": apiUrl },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router in one long-cached vendor chunk, named for what it holds.
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
