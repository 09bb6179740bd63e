// Components import Link, graphql and useStaticQuery from Gatsby; unit tests render them without a build.
const React = require('react')

const gatsby = jest.requireActual('gatsby')

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(({ to, activeClassName, activeStyle, partiallyActive, replace, ...rest }) =>
    React.createElement('a', { ...rest, href: to }),
  ),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
}
