/** The prebuilt browser bundle of swagger-ui-dist, typed by @types/swagger-ui-dist's own interface. */
declare module "swagger-ui-dist/swagger-ui-bundle.js" {
  import type { SwaggerUIBundle } from "swagger-ui-dist";

  const bundle: SwaggerUIBundle;
  export default bundle;
}
