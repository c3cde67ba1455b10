/**
 * The API reference page (/openapi): Swagger UI, bundled by Bun with its stylesheet and embedded in
 * the binary, reading this listener's own document. Nothing is loaded from anywhere else: no CDN,
 * no validator badge (Swagger UI would send the document to validator.swagger.io), no fonts.
 */
import SwaggerUIBundle from "swagger-ui-dist/swagger-ui-bundle.js";

SwaggerUIBundle({
  url: "/openapi/json",
  dom_id: "#swagger-ui",
  validatorUrl: null,
  deepLinking: true,
  // "Try it out" sends the bearer key typed into Authorize; it stays in this page's memory only.
  persistAuthorization: false,
  tryItOutEnabled: false,
});
