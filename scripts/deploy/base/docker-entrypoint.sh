#!/bin/sh
# The official image's template step: every /etc/nginx/templates/<name>.template becomes /etc/nginx/conf.d/<name>,
# with only the variables set in the environment substituted (nginx's own $uri and the like stay).
set -eu
if [ "${1:-}" = "nginx" ] && [ -d /etc/nginx/templates ]; then
  defined_envs=$(printf '${%s} ' $(env | cut -d= -f1))
  for template in /etc/nginx/templates/*.template; do
    [ -f "$template" ] || continue
    output="/etc/nginx/conf.d/$(basename "$template" .template)"
    envsubst "$defined_envs" < "$template" > "$output"
    echo "$0: $template -> $output"
  done
fi
exec "$@"
