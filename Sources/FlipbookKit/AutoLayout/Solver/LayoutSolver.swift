//  LayoutSolver.swift — FlipbookKit
//  The Auto Layout engine's solver: incremental Cassowary (Badros, Borning & Stuckey, 2001) —
//  a simplex tableau kept optimal as constraints come and go, edit variables re-solved by the
//  dual simplex. Checked against Kiwi on thousands of random systems.

import Foundation

/// A quantity the solver finds: a view's edge, width or centre. Compared by identity.
package final class LayoutVariable: Hashable, CustomStringConvertible {
    package let name: String
    /// The value `LayoutSolver.updateVariables()` last gave it. (Written only there, one at a time:
    /// the run-time exclusivity check on each write was half a re-solve.)
    @exclusivity(unchecked) package internal(set) var value: Double = 0

    package init(_ name: String = "") { self.name = name }

    package static func == (a: LayoutVariable, b: LayoutVariable) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    package var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}

/// Σ coefficient × variable + constant.
package struct LayoutExpression {
    package var terms: [(variable: LayoutVariable, coefficient: Double)]
    package var constant: Double

    package init(_ terms: [(variable: LayoutVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    package init(_ variable: LayoutVariable) { self.init([(variable, 1)]) }

    package static func + (a: LayoutExpression, b: LayoutExpression) -> LayoutExpression {
        LayoutExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }
    package static func - (a: LayoutExpression, b: LayoutExpression) -> LayoutExpression { a + b * -1 }
    package static func * (a: LayoutExpression, k: Double) -> LayoutExpression {
        LayoutExpression(a.terms.map { ($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }
    package static func + (a: LayoutExpression, k: Double) -> LayoutExpression {
        LayoutExpression(a.terms, constant: a.constant + k)
    }
}

/// `expression relation 0`, at a strength. Compared by identity: the solver holds constraints,
/// not their values.
package final class LayoutEquation {
    package enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

    package let expression: LayoutExpression
    package let relation: Relation
    /// `LayoutStrength.required` or less (clamped).
    package let strength: Double

    /// `lhs relation rhs`.
    package init(_ lhs: LayoutExpression, _ relation: Relation, _ rhs: LayoutExpression, strength: Double = LayoutStrength.required) {
        expression = lhs - rhs
        self.relation = relation
        self.strength = min(max(strength, 0), LayoutStrength.required)
    }
}

/// Strengths as Cassowary's weighted levels collapsed into one number (as Kiwi does): a
/// stronger level outweighs a thousand of the one below it.
package enum LayoutStrength {
    package static let required = strength(1000, 1000, 1000)
    package static let strong = strength(1, 0, 0)
    package static let medium = strength(0, 1, 0)
    package static let weak = strength(0, 0, 1)

    /// `strong`, `medium` and `weak` parts (each 0…1000) times `weight`.
    package static func strength(_ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1) -> Double {
        func part(_ x: Double) -> Double { min(max(x * weight, 0), 1000) }
        return part(strong) * 1_000_000 + part(medium) * 1000 + part(weak)
    }
}

/// What the solver refuses.
package enum LayoutSolverError: Error, Equatable {
    /// A required constraint that contradicts the required ones already held.
    case unsatisfiable
    case duplicateConstraint, unknownConstraint
    case duplicateEditVariable, unknownEditVariable
    /// Edit variables are never required: a suggestion could not then be refused.
    case requiredEditStrength
}

/// The solver: add and remove constraints, suggest values for edit variables, read the values.
///
/// The tableau holds one row per basic symbol, `basic = constant + Σ coefficient × symbol` over
/// parametric symbols; the objective row sums the weighted errors of the non-required
/// constraints. Rows are kept by symbol number, and each row's cells in order of symbol number,
/// so every choice (entering and leaving symbols, ties) is made the same way on every run.
package final class LayoutSolver {
    // MARK: Symbols and rows

    struct Symbol: Hashable, Comparable {
        enum Kind: UInt8 { case external, slack, error, dummy }
        let id: Int32
        let kind: Kind
        static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
        /// Slack and error symbols are ≥ 0; externals are free; dummies are held at 0.
        var isRestricted: Bool { kind == .slack || kind == .error }
    }

    /// `basic = constant + Σ cells` (or, before it has a subject, `0 = constant + Σ cells`).
    struct Row {
        var constant: Double
        /// Sorted by symbol number; no coefficient is near zero.
        var cells: [(symbol: Symbol, coefficient: Double)] = []

        init(constant: Double = 0) { self.constant = constant }

        func index(of symbol: Symbol) -> (found: Bool, at: Int) {
            var lo = 0, hi = cells.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if cells[mid].symbol.id < symbol.id { lo = mid + 1 } else { hi = mid }
            }
            return (lo < cells.count && cells[lo].symbol.id == symbol.id, lo)
        }

        func coefficient(of symbol: Symbol) -> Double {
            let (found, at) = index(of: symbol)
            return found ? cells[at].coefficient : 0
        }

        /// Adds `coefficient × symbol`, dropping the cell when it cancels.
        mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
            let (found, at) = index(of: symbol)
            if found {
                let sum = cells[at].coefficient + coefficient
                if LayoutSolver.nearZero(sum) { cells.remove(at: at) } else { cells[at].coefficient = sum }
            } else if !LayoutSolver.nearZero(coefficient) {
                cells.insert((symbol, coefficient), at: at)
            }
        }

        /// Adds `coefficient × row`.
        mutating func insert(_ row: Row, _ coefficient: Double) {
            constant += row.constant * coefficient
            for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
        }

        mutating func remove(_ symbol: Symbol) {
            let (found, at) = index(of: symbol)
            if found { cells.remove(at: at) }
        }

        mutating func reverseSign() {
            constant = -constant
            for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
        }

        /// From `0 = this row`, the row of `symbol` (which must be in it): `symbol = …`.
        mutating func solve(for symbol: Symbol) {
            let (_, at) = index(of: symbol)
            let k = -1 / cells[at].coefficient
            cells.remove(at: at)
            constant *= k
            for i in cells.indices { cells[i].coefficient *= k }
        }

        /// From `lhs = this row`, the row of `rhs` (which must be in it).
        mutating func solve(for lhs: Symbol, and rhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by `row` (its definition).
        mutating func substitute(_ symbol: Symbol, with row: Row, scratch: inout [(symbol: Symbol, coefficient: Double)]) {
            substitute(symbol, with: row, scratch: &scratch) { _, _ in }
        }

        /// Replaces `symbol` by `row`, telling `changed` of each symbol that leaves the row
        /// (false) or comes into it (true). The two sorted rows are merged into `scratch`, which
        /// then becomes this row's storage (and this row's old storage the scratch): one pass,
        /// where inserting each cell in place would move the rest of the row for every one.
        /// Each coefficient is the sum the cell-by-cell way gave.
        @inline(__always)
        mutating func substitute(_ symbol: Symbol, with row: Row, scratch: inout [(symbol: Symbol, coefficient: Double)],
                                 changed: (Symbol, Bool) -> Void) {
            let (found, at) = index(of: symbol)
            guard found else { return }
            let coefficient = cells[at].coefficient
            cells.remove(at: at)
            changed(symbol, false)
            constant += row.constant * coefficient
            if row.cells.count * 8 < cells.count {
                // A short row into a long one (a pivot's row into the objective): each cell found
                // by bisection and changed in place, where a merge would copy the whole row.
                for cell in row.cells {
                    let k = cell.coefficient * coefficient
                    let (found, at) = index(of: cell.symbol)
                    if found {
                        let sum = cells[at].coefficient + k
                        if LayoutSolver.nearZero(sum) {
                            cells.remove(at: at)
                            changed(cell.symbol, false)
                        } else {
                            cells[at].coefficient = sum
                        }
                    } else if !LayoutSolver.nearZero(k) {
                        cells.insert((cell.symbol, k), at: at)
                        changed(cell.symbol, true)
                    }
                }
                return
            }
            scratch.removeAll(keepingCapacity: true)
            scratch.reserveCapacity(cells.count + row.cells.count)
            cells.withUnsafeBufferPointer { a in
                row.cells.withUnsafeBufferPointer { b in
                    var i = 0, j = 0
                    while i < a.count || j < b.count {
                        if j == b.count || (i < a.count && a[i].symbol.id < b[j].symbol.id) {
                            scratch.append(a[i])
                            i += 1
                        } else if i == a.count || b[j].symbol.id < a[i].symbol.id {
                            let k = b[j].coefficient * coefficient
                            if !LayoutSolver.nearZero(k) {
                                scratch.append((b[j].symbol, k))
                                changed(b[j].symbol, true)
                            }
                            j += 1
                        } else {
                            let sum = a[i].coefficient + b[j].coefficient * coefficient
                            if LayoutSolver.nearZero(sum) { changed(a[i].symbol, false) } else { scratch.append((a[i].symbol, sum)) }
                            i += 1
                            j += 1
                        }
                    }
                }
            }
            swap(&cells, &scratch)
        }
    }

    /// A constraint's symbols in the tableau: the marker that identifies its row, and the other
    /// error of a non-required one.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    struct Edit {
        let equation: LayoutEquation
        let tag: Tag
        var constant: Double
    }

    static let epsilon = 1e-8
    @inline(__always) static func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

    // The tableau is used by one call at a time, never re-entered: exclusivity is not checked
    // at run time (the checks were a tenth of a solve).
    /// Per symbol number, its row when it is basic.
    @exclusivity(unchecked) private var rows: [Row?] = []
    /// Per symbol number, the basic symbols whose rows may hold it: a pivot visits only the rows
    /// its symbol is in, not the whole tableau. A row is added when the symbol enters it and never
    /// taken out when the symbol leaves (that would move the rest of the column each time);
    /// `holders(of:)` reads the column exactly, in order, and keeps it so.
    @exclusivity(unchecked) private var columns: [[Int32]] = []
    @exclusivity(unchecked) private var kinds: [Symbol.Kind] = []
    @exclusivity(unchecked) private var objective = Row()
    /// The storage a substitution merges into (see `Row.substitute`).
    @exclusivity(unchecked) private var mergeScratch: [(symbol: Symbol, coefficient: Double)] = []
    /// Phase one of a constraint with no subject: the artificial objective.
    @exclusivity(unchecked) private var artificial: Row?
    /// Where a new constraint's row is built before it is copied out at its size.
    @exclusivity(unchecked) private var rowScratch = Row()
    /// Rows whose constants went negative, for the dual simplex.
    @exclusivity(unchecked) private var infeasible: [Symbol] = []
    /// Whether the objective may have a negative coefficient: false after `optimize` until a
    /// substitution or a removal changes it, so an add that leaves it alone pivots nothing.
    private var objectiveMayImprove = false
    @exclusivity(unchecked) private var variables = IdentityTable<LayoutVariable, Symbol>()
    @exclusivity(unchecked) private var tags = IdentityTable<LayoutEquation, Tag>()
    /// The constraints in the order they were added (for a rebuild).
    @exclusivity(unchecked) private var order: [LayoutEquation] = []
    @exclusivity(unchecked) private var edits = IdentityTable<LayoutVariable, Edit>()
    private var editOrder: [LayoutVariable] = []

    package init() {}

    /// How many constraints the solver holds (edit constraints included).
    package var constraintCount: Int { tags.count }

    package func hasConstraint(_ equation: LayoutEquation) -> Bool { tags[equation] != nil }
    package func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

    private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: Int32(rows.count), kind: kind)
        rows.append(nil)
        columns.append([])
        kinds.append(kind)
        return symbol
    }

    private func symbol(for variable: LayoutVariable) -> Symbol {
        if let known = variables[variable] { return known }
        let symbol = newSymbol(.external)
        variables[variable] = symbol
        return symbol
    }

    // MARK: Constraints

    /// Adds `equation`; a required one that contradicts the required ones held throws
    /// `.unsatisfiable` and leaves the solver as it was.
    package func add(_ equation: LayoutEquation) throws {
        guard tags[equation] == nil else { throw LayoutSolverError.duplicateConstraint }
        var (row, tag) = makeRow(for: equation)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            // Only dummies: the constraint repeats required ones (redundant) or contradicts them.
            guard Self.nearZero(row.constant) else { throw LayoutSolverError.unsatisfiable }
            subject = tag.marker
        }
        tags[equation] = tag
        order.append(equation)
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            install(row, as: subject)
        } else if !addWithArtificialVariable(row) {
            // The tableau was pivoted through the contradiction: rebuilt without it.
            tags[equation] = nil
            order.removeLast()
            rebuild()
            throw LayoutSolverError.unsatisfiable
        }
        optimize(objective: true)
    }

    /// Removes `equation`, re-solving what it held.
    package func remove(_ equation: LayoutEquation) throws {
        guard let tag = tags.removeValue(forKey: equation) else {
            throw LayoutSolverError.unknownConstraint
        }
        order.removeAll { $0 === equation }
        // Its errors leave the objective.
        func withdraw(_ symbol: Symbol) {
            guard symbol.kind == .error else { return }
            if let row = rows[Int(symbol.id)] { objective.insert(row, -equation.strength) } else { objective.insert(symbol, -equation.strength) }
            objectiveMayImprove = true
        }
        withdraw(tag.marker)
        if let other = tag.other { withdraw(other) }
        if rows[Int(tag.marker.id)] != nil {
            _ = uninstall(tag.marker)
        } else if let leaving = markerLeavingRow(tag.marker) {
            var row = uninstall(leaving)
            row.solve(for: leaving, and: tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize(objective: true)
    }

    /// The row of a new constraint in terms of the parametric symbols, with its slack, errors
    /// or dummy, and its errors' weights added to the objective.
    private func makeRow(for equation: LayoutEquation) -> (Row, Tag) {
        // Built in the scratch row, whose storage is kept from one constraint to the next, then
        // copied out at its size: one allocation, where growing a new row cell by cell made several.
        var row = Row(constant: equation.expression.constant)
        swap(&row.cells, &rowScratch.cells)
        row.cells.removeAll(keepingCapacity: true)
        for term in equation.expression.terms where !Self.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[Int(symbol.id)] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        let required = equation.strength >= LayoutStrength.required
        var tag: Tag
        switch equation.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 (≤) or expression − slack = 0 (≥); an error lets it give way.
            let sign: Double = equation.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.insert(slack, sign)
            tag = Tag(marker: slack, other: nil)
            if !required {
                let error = newSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, equation.strength)
                tag.other = error
            }
        case .equal:
            if required {
                let dummy = newSymbol(.dummy)
                row.insert(dummy, 1)
                tag = Tag(marker: dummy, other: nil)
            } else {
                // expression = plus − minus.
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, equation.strength)
                objective.insert(minus, equation.strength)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        var made = Row(constant: row.constant)
        made.cells = row.cells.withUnsafeBufferPointer { Array($0) }  // a copy (Array(row.cells) would share the scratch)
        swap(&row.cells, &rowScratch.cells)
        return (made, tag)
    }

    /// The symbol the new row is solved for: a variable, else its slack or error when that can
    /// enter with a negative coefficient (keeping the row's constant ≥ 0 feasible).
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        if tag.marker.isRestricted && row.coefficient(of: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isRestricted && row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase one: an artificial variable holds the row; minimising it finds whether the
    /// constraint can hold. Returns whether it can (the row then in the tableau).
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        install(row, as: art)
        artificial = row
        optimize(objective: false)
        let success = Self.nearZero(artificial!.constant)
        artificial = nil
        if rows[Int(art.id)] != nil {
            var artRow = uninstall(art)
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.cells.first(where: { $0.symbol.isRestricted })?.symbol else { return false }
            artRow.solve(for: art, and: entering)
            substitute(entering, with: artRow)
            install(artRow, as: entering)
        }
        for r in holders(of: art) { rows[Int(r)]!.remove(art) }
        columns[Int(art.id)] = []
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` in every row and the objectives, noting rows made infeasible.
    private func substitute(_ symbol: Symbol, with row: Row) {
        // Afterwards no row holds `symbol`.
        let holders = holders(of: symbol)
        columns[Int(symbol.id)] = []
        for r in holders {
            let i = Int(r)
            // Taken out while it changes, so the columns can change beside it without a copy.
            var held = rows[i].take()!
            held.substitute(symbol, with: row, scratch: &mergeScratch) { changed, added in
                if added && changed != symbol { columns[Int(changed.id)].append(r) }
            }
            if kinds[i] != .external && held.constant < 0 { infeasible.append(Symbol(id: r, kind: kinds[i])) }
            rows[i] = held
        }
        if objective.index(of: symbol).found {
            objective.substitute(symbol, with: row, scratch: &mergeScratch)
            objectiveMayImprove = true
        }
        artificial?.substitute(symbol, with: row, scratch: &mergeScratch)
    }

    /// Consecutive pivots that move nothing (a zero ratio) before the entering symbol is chosen
    /// by Bland's rule, which cannot cycle.
    static let degeneratePivotsBeforeBland = 50

    /// The primal simplex on the objective (or the artificial one): pivots while some symbol
    /// lowers it. The entering symbol is, of those that lower it, the one in the fewest rows
    /// (its column's length, an upper bound): a pivot costs a substitution into each row the
    /// symbol is in, and the lowest-numbered one (Kiwi's rule) was mostly the container's edit
    /// error, which is in every row that depends on the container — 159 pivots through the whole
    /// screen, 668 000 cell operations, for the bench's screen; 54 000 this way.
    private func optimize(objective useObjective: Bool) {
        if useObjective && !objectiveMayImprove { return }
        // (The entering symbol is read in place: a copy of the objective held across the pivot
        // would make the pivot copy it again.)
        func enteringSymbol(_ row: borrowing Row, bland: Bool) -> Symbol? {
            var best: Symbol?, fewest = Int.max
            for cell in row.cells where cell.symbol.kind != .dummy && cell.coefficient < 0 {
                if bland { return cell.symbol }
                let length = columns[Int(cell.symbol.id)].count
                if length < fewest { best = cell.symbol; fewest = length }
            }
            return best
        }
        var degenerate = 0
        while true {
            let bland = degenerate >= Self.degeneratePivotsBeforeBland
            guard let entering = useObjective ? enteringSymbol(objective, bland: bland) : enteringSymbol(artificial!, bland: bland),
                  let (leaving, ratio) = leavingRow(for: entering)  // none: unbounded, cannot happen (errors are ≥ 0)
            else { break }
            degenerate = Self.nearZero(ratio) ? degenerate + 1 : 0
            pivot(leaving: leaving, entering: entering)
        }
        if useObjective { objectiveMayImprove = false }
    }

    private func pivot(leaving: Symbol, entering: Symbol) {
        var row = uninstall(leaving)
        row.solve(for: leaving, and: entering)
        substitute(entering, with: row)
        install(row, as: entering)
    }

    /// Makes `row` the row of basic `symbol`, entered in its symbols' columns.
    private func install(_ row: Row, as symbol: Symbol) {
        for cell in row.cells { columns[Int(cell.symbol.id)].append(symbol.id) }
        rows[Int(symbol.id)] = row
    }

    /// Takes basic `symbol`'s row out of the tableau (its columns forget it when next read).
    private func uninstall(_ symbol: Symbol) -> Row {
        let row = rows[Int(symbol.id)]!
        rows[Int(symbol.id)] = nil
        return row
    }

    /// The basic symbols whose rows hold `symbol`, in order: its column, sorted, without repeats
    /// and without the rows that no longer hold it (kept so, for the next read).
    private func holders(of symbol: Symbol) -> [Int32] {
        var column: [Int32] = []
        swap(&column, &columns[Int(symbol.id)])
        // Mostly in order already; sorting a long array takes a buffer, so only when needed.
        if zip(column, column.dropFirst()).contains(where: { $0 > $1 }) { column.sort() }
        var kept = 0
        for k in column.indices where k == 0 || column[k] != column[k - 1] {
            let r = column[k]
            if let row = rows[Int(r)], row.index(of: symbol).found {
                column[kept] = r
                kept += 1
            }
        }
        column.removeLast(column.count - kept)
        columns[Int(symbol.id)] = column
        return column
    }

    /// The restricted basic symbol that `entering` drives to zero first (the ratio test; of equal
    /// ratios the lowest-numbered), and how far `entering` can go.
    private func leavingRow(for entering: Symbol) -> (Symbol, ratio: Double)? {
        var ratio = Double.greatestFiniteMagnitude
        var found: Symbol?
        for r in holders(of: entering) where kinds[Int(r)] != .external {
            let i = Int(r)
            let row = rows[i]!
            let c = row.coefficient(of: entering)
            guard c < 0 else { continue }
            let r = -row.constant / c
            if r < ratio { ratio = r; found = Symbol(id: Int32(i), kind: kinds[i]) }
        }
        return found.map { ($0, ratio) }
    }

    /// The row to pivot a removed constraint's marker out of: the restricted row it limits
    /// first, else any restricted row holding it, else a variable's.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var first: Symbol?, second: Symbol?, third: Symbol?
        for r in holders(of: marker) {
            let i = Int(r)
            let row = rows[i]!
            let c = row.coefficient(of: marker)
            guard c != 0 else { continue }
            let symbol = Symbol(id: Int32(i), kind: kinds[i])
            if symbol.kind == .external {
                third = symbol
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 { r1 = r; first = symbol }
            } else {
                let r = row.constant / c
                if r < r2 { r2 = r; second = symbol }
            }
        }
        return first ?? second ?? third
    }

    // MARK: Edit variables

    /// Makes `variable` editable at `strength` (less than required): `suggest` then asks for values.
    package func addEditVariable(_ variable: LayoutVariable, strength: Double) throws {
        guard edits[variable] == nil else { throw LayoutSolverError.duplicateEditVariable }
        guard strength < LayoutStrength.required else { throw LayoutSolverError.requiredEditStrength }
        let equation = LayoutEquation(LayoutExpression(variable), .equal, LayoutExpression(), strength: strength)
        try add(equation)
        edits[variable] = Edit(equation: equation, tag: tags[equation]!, constant: 0)
        editOrder.append(variable)
    }

    package func removeEditVariable(_ variable: LayoutVariable) throws {
        guard let edit = edits.removeValue(forKey: variable) else { throw LayoutSolverError.unknownEditVariable }
        editOrder.removeAll { $0 === variable }
        try remove(edit.equation)
    }

    /// Asks for `variable` to be `value`, as strongly as its edit says; the dual simplex moves
    /// the solution there from the last one.
    package func suggest(_ variable: LayoutVariable, _ value: Double) throws {
        guard var edit = edits[variable] else { throw LayoutSolverError.unknownEditVariable }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        let plus = edit.tag.marker, minus = edit.tag.other!
        if rows[Int(plus.id)] != nil {
            rows[Int(plus.id)]!.constant -= delta
            if rows[Int(plus.id)]!.constant < 0 { infeasible.append(plus) }
        } else if rows[Int(minus.id)] != nil {
            rows[Int(minus.id)]!.constant += delta
            if rows[Int(minus.id)]!.constant < 0 { infeasible.append(minus) }
        } else {
            for r in holders(of: plus) {
                let i = Int(r)
                let c = rows[i]!.coefficient(of: plus)
                guard c != 0 else { continue }
                rows[i]!.constant += c * delta
                if kinds[i] != .external && rows[i]!.constant < 0 { infeasible.append(Symbol(id: Int32(i), kind: kinds[i])) }
            }
        }
        dualOptimize()
    }

    /// The dual simplex: pivots the infeasible rows back to feasibility, keeping optimality.
    private func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let row = rows[Int(leaving.id)], row.constant < 0 else { continue }
            var ratio = Double.greatestFiniteMagnitude
            var entering: Symbol?
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let r = objective.coefficient(of: cell.symbol) / cell.coefficient
                if r < ratio { ratio = r; entering = cell.symbol }
            }
            guard let entering else { continue }  // dual unbounded: cannot happen for a feasible system
            pivot(leaving: leaving, entering: entering)
        }
    }

    // MARK: Values

    /// Writes every variable's value from the tableau.
    package func updateVariables() {
        variables.forEach { variable, symbol in variable.value = rows[Int(symbol.id)]?.constant ?? 0 }
    }

    /// Starts over with the constraints and edits held (after a contradiction was pivoted in).
    private func rebuild() {
        let equations = order, editing = editOrder.map { ($0, edits[$0]!) }
        rows = []; columns = []; kinds = []; objective = Row(); artificial = nil; infeasible = []
        variables = IdentityTable(); tags = IdentityTable(); order = []; objectiveMayImprove = false; edits = IdentityTable(); editOrder = []
        let editEquations = Set(editing.map { ObjectIdentifier($0.1.equation) })
        for equation in equations where !editEquations.contains(ObjectIdentifier(equation)) { try? add(equation) }
        for (variable, edit) in editing {
            try? addEditVariable(variable, strength: edit.equation.strength)
            try? suggest(variable, edit.constant)
        }
    }
}
