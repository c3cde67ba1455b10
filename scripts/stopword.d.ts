declare module "stopword";
