/** True inside `gatsby develop`, the writers' server: content errors are reported and survived, not fatal. */
export const isDevelopServer = () => process.env.gatsby_executing_command === 'develop'
