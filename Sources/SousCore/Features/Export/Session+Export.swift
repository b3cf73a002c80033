import FoundationEssentials
import MealKit

extension Session {
    /// `export [n] [file]`: the open meal, or item n (fetched first when only its summary is listed).
    /// Exporting does not open the meal: the screen stays as it was.
    mutating func export(_ request: ExportRequest) -> [Effect] {
        guard let number = request.item else {
            guard let meal = state.openMeal else { return fail(.nothingOpen) }
            return export(meal, request)
        }
        return withMeal(.number(number), purpose: .export(request))
    }

    /// What came of an export's file.
    func reduce(_ event: Export.Event) -> [Effect] {
        switch event {
        case .written(let path, let mealName): return fileWritten(path: path, mealName: mealName)
        }
    }

    /// An export written: where it went, as an absolute path.
    func fileWritten(path: String, mealName: String) -> [Effect] {
        [.show(.message("exported \(mealName) to \(path)"))]
    }

    /// The document for `meal`: printed when no file (or `-`) was named, else a file to write.
    ///
    /// The open meal is exported at its scale; any meal in the units in force, as the screen shows it.
    func export(_ meal: Recipe, _ request: ExportRequest) -> [Effect] {
        let scale = meal.id == state.openMeal?.id ? state.scale : 1
        let asPage = request.format == .schema && request.path.map(RecipeExport.isPagePath) == true
        let text = switch request.format {
        case .markdown: RecipeExport.markdown(meal, scale: scale, units: state.units)
        case .json: RecipeExport.json(meal, scale: scale, units: state.units)
        case .cooklang: RecipeExport.cooklang(meal, scale: scale, units: state.units)
        case .schema where asPage: RecipeExport.schemaPage(meal, scale: scale, units: state.units)
        case .schema: RecipeExport.schema(meal, scale: scale, units: state.units)
        }
        // "-" is standard output, as for other tools, never a file of that name.
        guard let path = request.path, path != "-" else { return [.show(.document(text))] }
        let fileName = RecipeExport.fileName(for: meal, extension: request.format.fileExtension)
        return [.export(.write(path: path, contents: text, replacing: request.force, mealName: meal.name, fileName: fileName))]
    }
}
