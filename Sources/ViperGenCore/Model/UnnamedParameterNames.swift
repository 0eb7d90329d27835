/// The names implementations give a message's unnamed parameters (`_: Type`
/// in the spec): a protocol requirement `func f(_: Order)` is met by
/// `func f(_ value: Order)`, whose body (a spy's record, a scaffold) can use
/// the value.
///
/// In order, each unnamed parameter takes the first of `value`, `value2`,
/// `value3`, ... that no other parameter of the method is named and no
/// earlier unnamed one took: `f(_: Int, _: String)` gives `value` and
/// `value2`; `f(_: Int, value: String)` gives `value2`. None is a Swift
/// keyword or a name a generated body uses (`SpyMemberNames.usedInBodies`).
enum UnnamedParameterNames {
    /// The first candidate; later ones add 2, 3, ...
    static let stem = "value"

    /// `parameters` with each unnamed one given its name.
    static func named(_ parameters: [SwiftParameter]) -> [SwiftParameter] {
        var taken = Set(parameters.filter { !$0.isUnnamed }.map(\.name))
        var number = 1
        return parameters.map { parameter in
            guard parameter.isUnnamed else { return parameter }
            var name = candidate(number)
            while taken.contains(name) {
                number += 1
                name = candidate(number)
            }
            taken.insert(name)
            number += 1
            var named = parameter
            named.name = name
            return named
        }
    }

    /// `value` for 1, else `value` and the number.
    private static func candidate(_ number: Int) -> String {
        number == 1 ? stem : stem + String(number)
    }
}
