// The editor services of @allot/dsl (plain data over one Analysis), for this server.
export * from "@allot/dsl";
